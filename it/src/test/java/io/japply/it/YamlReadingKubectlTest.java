package io.japply.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.cli.Japply;
import io.japply.threeway.json.GoJson;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * japply reads YAML as kubectl does (YAML 1.1 typing: y/n/on/off, 0o17, 1e3 as 1000, ...): the same
 * manifest through {@code kubectl patch --local} and {@code japply patch --local} gives the same
 * bytes, and what kubectl refuses, japply refuses too.
 */
class YamlReadingKubectlTest {
    @TempDir
    Path tmp;

    record Read(int code, String out, String err) {
    }

    private Read kubectl(Path file) throws Exception {
        Kubectl.Result r = Kubectl.run(List.of("patch", "--local", "-f", file.toString(), "-p", "{}", "--type", "merge",
                "-o", "json"));
        return new Read(r.exitCode(), r.out(), r.err());
    }

    private Read japply(Path file) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Japply().run(new ByteArrayInputStream(new byte[0]), new PrintStream(out), new PrintStream(err),
                "patch", "--local", "-f", file.toString(), "-p", "{}", "--type", "merge", "-o", "json");
        return new Read(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Both outputs as Go would write them: keys sorted, compact, numbers as typed. */
    private static String canonical(String json) throws Exception {
        return GoJson.write(GoJson.parse(json));
    }

    @Test
    void everyScalarOfTheFixtureReadsAsKubectlReadsIt() throws Exception {
        Kubectl.require();
        Path file = tmp.resolve("scalars.yaml");
        Files.write(file, getClass().getResourceAsStream("/yaml-1.1/scalars.yaml").readAllBytes());
        Read k = kubectl(file);
        assertEquals(0, k.code(), k.err());
        Read j = japply(file);
        assertEquals(0, j.code(), j.err());
        assertEquals(canonical(k.out()), canonical(j.out()));
    }

    @Test
    void textBeyondAsciiReadsAsKubectlReadsIt() throws Exception {
        // two-byte, three-byte and four-byte (a surrogate pair in Java) characters, and U+FFFD written as such
        Kubectl.require();
        Path file = Files.writeString(tmp.resolve("text.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata:\n"
                + "  name: caf\u00e9\ndata:\n  plain: caf\u00e9 \u65e5\u672c \ud83d\ude00 end\n"
                + "  quoted: \"\ud83d\ude00\ud83d\ude01 x\"\n  replacement: a\ufffdb\n  \u00e9key: \ud83d\ude00\n");
        Read k = kubectl(file);
        assertEquals(0, k.code(), k.err());
        Read j = japply(file);
        assertEquals(0, j.code(), j.err());
        assertEquals(canonical(k.out()), canonical(j.out()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"x: .inf", "x: -.Inf", "x: .nan", "? [a]\n  : b", "~: b", "x: [unclosed",
        "x: \"a\u0007b\"", "x: a\u001bb", "x: a\u0080b"})
    void whatKubectlRefusesJapplyRefuses(String spec) throws Exception {
        Kubectl.require();
        Path file = Files.writeString(tmp.resolve("bad.yaml"),
                "apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: bad\nspec:\n  " + spec + "\n");
        Read k = kubectl(file);
        assertNotEquals(0, k.code(), "kubectl accepted it: " + k.out());
        Read j = japply(file);
        assertNotEquals(0, j.code(), "japply accepted it: " + j.out());
        assertTrue(j.err().startsWith("error: " + file + ": "), j.err());
        assertTrue(j.err().matches("(?s).*line [67], column \\d+.*"), "names the line: " + j.err());
        assertEquals(1, j.err().lines().count(), "one line, no trace: " + j.err());
    }
}
