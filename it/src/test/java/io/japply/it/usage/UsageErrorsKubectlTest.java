package io.japply.it.usage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 35 section 4: what kubectl refuses before it runs (an unknown command, arguments a
 * command takes none of, an unknown flag, an unknown --dry-run value), japply refuses with the same
 * stderr ("kubectl" read as "japply") and the same exit status, so that scripts matching either see
 * the same. The reference kubectl (1.37.2) runs beside japply; none of these lines reaches a server.
 * (Where kubectl has a command japply has not, its "did you mean" may name it: "dif" gets "edit"
 * and "diff".)
 */
class UsageErrorsKubectlTest {
    @TempDir
    static Path dir;
    private static String manifest;

    @BeforeAll
    static void manifest() throws Exception {
        manifest = Files.writeString(dir.resolve("cm.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n")
                .toString();
    }

    @ParameterizedTest
    @ValueSource(strings = {"appl", "aply", "diffs", "xyzzy", "apply foo -f {m}", "apply -f {m} foo bar", "diff foo bar -f {m}",
        "diff -f {m} extra", "apply --bogus -f {m}", "diff --bogus -f {m}", "--bogus", "apply --dry-run=bogus -f {m}",
        "apply --selectr=app=web -f {m}", "-n team aply -f {m}", "--context=prod xyzzy",
        "-v=0 bogus"})
    void refusedInKubectlsWordsWithItsExitStatus(String line) throws Exception {
        Kubectl.require();
        List<String> args = List.of(line.replace("{m}", manifest).split(" "));
        Path nowhere = dir.resolve("no-kubeconfig"); // nothing may be reached, by either tool
        Kubectl.Result kubectl = Kubectl.run(Kubectl.binary(), args, Map.of("KUBECONFIG", nowhere.toString()));
        JapplyRun japply = JapplyRun.of(null, Map.of("KUBECONFIG", nowhere.toString()), args.toArray(String[]::new));
        assertEquals(kubectl.err().replace("kubectl", "japply"), japply.err(), line);
        assertEquals(kubectl.exitCode(), japply.code(), line);
        assertEquals(kubectl.out(), japply.out(), line);
    }
}
