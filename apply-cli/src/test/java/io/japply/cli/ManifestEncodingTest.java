package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.apply.internal.read.Documents;
import io.japply.apply.model.Manifest;
import io.japply.apply.internal.read.ManifestReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bytes as kubectl decodes them (a BOM decides, else UTF-8); a file that is not text fails alone. */
class ManifestEncodingTest {
    @TempDir
    Path dir;

    private final ManifestReader reader = new ManifestReader(new Documents(new ByteArrayInputStream(new byte[0])));

    private static String cm(String name) {
        return "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + name + "\n";
    }

    private String write(String name, byte[]... parts) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            bytes.write(part);
        }
        return Files.write(dir.resolve(name), bytes.toByteArray()).toString();
    }

    private static byte[] bytes(int... values) {
        byte[] out = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = (byte) values[i];
        }
        return out;
    }

    private static List<String> names(List<Manifest> manifests) {
        return manifests.stream().map(m -> m.object() == null ? "!" + m.where() + ": " + m.error()
                : m.object().at("/metadata/name").asText()).toList();
    }

    @Test
    void byteOrderMarksDecideTheEncodingAsForKubectl() throws IOException {
        String le = write("le.yaml", bytes(0xFF, 0xFE), cm("le").getBytes(StandardCharsets.UTF_16LE));
        String be = write("be.yaml", bytes(0xFE, 0xFF), cm("be").getBytes(StandardCharsets.UTF_16BE));
        String u8 = write("u8.yaml", bytes(0xEF, 0xBB, 0xBF), cm("u8").getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of("le", "be", "u8"), names(reader.read(List.of(le, be, u8), false)));
    }

    @Test
    void aByteThatIsNotUtf8FailsItsDocumentOnly() throws IOException {
        String file = write("latin1.yaml", (cm("a") + "---\n" + cm("b") + "data:\n  k: caf").getBytes(StandardCharsets.UTF_8),
                bytes(0xE9), ("\n---\n" + cm("c")).getBytes(StandardCharsets.UTF_8));
        String good = write("good.yaml", cm("g").getBytes(StandardCharsets.UTF_8));
        List<String> read = names(reader.read(List.of(file, good), false));
        assertEquals(4, read.size(), read::toString);
        assertEquals("a", read.get(0));
        assertTrue(read.get(1).startsWith("!document 2 for: \"" + file + "\": not UTF-8 text")
                && read.get(1).contains("line 11"), read.get(1));
        assertEquals(List.of("c", "g"), read.subList(2, 4));
    }

    @Test
    void utf16WithoutAByteOrderMarkFailsThatFileOnly() throws IOException {
        String file = write("u16.yaml", cm("x").getBytes(StandardCharsets.UTF_16LE));
        String good = write("good.yaml", cm("g").getBytes(StandardCharsets.UTF_8));
        List<String> read = names(reader.read(List.of(file, good), false));
        assertTrue(read.get(0).startsWith("!document 1 for: \"" + file + "\": holds NUL bytes: UTF-16"), read.get(0));
        assertEquals("g", read.get(1));
    }

    @Test
    void aNulByteFailsItsDocumentOnlyNamingTheLineOfTheFile() throws IOException {
        // kubectl applies the documents before it and reports "yaml: control characters are not allowed"
        String file = write("nul.yaml", (cm("a") + "---\n" + cm("b") + "data:\n  k: \"x\0y\"\n---\n" + cm("c"))
                .getBytes(StandardCharsets.UTF_8));
        List<String> read = names(reader.read(List.of(file), false));
        assertEquals(3, read.size(), read::toString);
        assertEquals("!document 2 for: \"" + file + "\": malformed YAML at line 11, column 8: the character U+0000"
                + " is not allowed in YAML (a control character?)", read.get(1));
        assertEquals(List.of("a", "c"), List.of(read.get(0), read.get(2)));
    }

    @Test
    void errorsInALaterDocumentNameTheLinesOfTheFile() throws IOException {
        String file = write("later.yaml", (cm("a") + "---\n" + cm("b") + "data:\n  k: a\u001bb\n---\n# two\n"
                + cm("c") + "data:\n  k: .inf\n--- # three\n" + cm("d") + "data: {a: b]\n---\n" + cm("e")).getBytes(StandardCharsets.UTF_8));
        List<String> read = names(reader.read(List.of(file), false));
        assertEquals(List.of("a",
                "!document 2 for: \"" + file + "\": malformed YAML at line 11, column 7: the character U+001B is not"
                        + " allowed in YAML (a control character?)",
                "!document 3 for: \"" + file + "\": invalid YAML at line 19, column 6: unsupported value .inf: JSON has no infinity or NaN",
                "!document 4 for: \"" + file + "\": malformed YAML at line 25, column 12: expected ',' or '}', but got ]",
                "e"), read);
    }

    @Test
    void aRecursiveAliasFailsItsDocumentOnly() throws IOException {
        String file = write("alias.yaml", (cm("a") + "data: &a\n  k: *a\n---\n" + cm("b")).getBytes(StandardCharsets.UTF_8));
        List<String> read = names(reader.read(List.of(file), false));
        assertEquals(List.of("!document 1 for: \"" + file + "\": invalid YAML at line 5, column 7: anchor 'a' value"
                + " contains itself", "b"), read);
    }

    @Test
    void aLongQuotedValueIsReadInLinearMemory() throws IOException {
        // SnakeYAML's own reader copied its window for every 1,024 characters of an unfinished scalar:
        // 2 MB allocated gigabytes (and a 10 MB value took minutes); reading now allocates a few times the input
        String value = "abcdefgh".repeat(256 * 1024);
        String file = write("big.yaml", (cm("big") + "data:\n  k: \"" + value + "\"\n").getBytes(StandardCharsets.UTF_8));
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory
                .getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        List<Manifest> read = reader.read(List.of(file), false);
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertEquals(value, read.get(0).object().at("/data/k").asText());
        assertTrue(allocated < 40L * value.length(), () -> allocated + " bytes allocated to read " + value.length());
    }
}
