package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import io.japply.apply.internal.read.Documents;
import io.japply.apply.model.Manifest;
import io.japply.apply.internal.read.ManifestReader;

class ManifestReaderTest {
    @TempDir
    Path dir;

    private final ManifestReader reader = new ManifestReader(new Documents(new ByteArrayInputStream(new byte[0])));

    private String write(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text).toString();
    }

    private static String cm(String name) {
        return "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + name + "\n";
    }

    private static List<String> names(List<Manifest> manifests) {
        return manifests.stream().map(m -> m.object() == null ? "!" + m.error()
                : m.object().at("/metadata/name").asText()).toList();
    }

    @Test
    void severalDocumentsWithEmptyOnesAndCommentedSeparators() throws IOException {
        String file = write("all.yaml", "# leading comment\n---\n" + cm("a") + "--- # second\n" + cm("b") + "---\n---\n");
        List<Manifest> read = reader.read(List.of(file), false);
        assertEquals(List.of("a", "b"), names(read));
        assertEquals(2, read.get(1).document());
    }

    @Test
    void aListBecomesItsItems() throws IOException {
        String file = write("list.yaml", "apiVersion: v1\nkind: List\nitems:\n- " + cm("x").replace("\n", "\n  ").trim()
                + "\n- " + cm("z").replace("\n", "\n  ").trim() + "\n");
        List<Manifest> read = reader.read(List.of(file), false);
        assertEquals(List.of("x", "z"), names(read));
        assertEquals("document 1, item 2 for: \"" + file + "\"", read.get(1).where());
    }

    /** kubectl: no matches for kind "Kustomization" in version "kustomize.config.k8s.io/v1beta1". */
    @Test
    void aKustomizationFileAmongManifestsIsNamedForWhatItIs() throws IOException {
        String file = write("kustomization.yaml", "apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n"
                + "resources:\n- deployment.yaml\n");
        List<Manifest> read = reader.read(List.of(file), false);
        assertEquals(1, read.size());
        assertEquals("a kustomize file, not an object for the cluster (kind Kustomization in"
                + " kustomize.config.k8s.io/v1beta1 is kustomize's own): apply its directory with -k", read.get(0).error());
    }

    @Test
    void aBrokenDocumentDoesNotHideTheOthers() throws IOException {
        String file = write("mixed.yaml", cm("a") + "---\nkind: [unclosed\n---\napiVersion: v1\nkind: ConfigMap\n"
                + "metadata: {}\n---\n" + cm("d"));
        List<Manifest> read = reader.read(List.of(file), false);
        assertEquals(4, read.size());
        assertEquals("a", read.get(0).object().at("/metadata/name").asText());
        assertTrue(read.get(1).error().startsWith("malformed YAML"), read.get(1).error());
        assertEquals("document 2 for: \"" + file + "\"", read.get(1).where());
        assertEquals("missing metadata.name", read.get(2).error());
        assertEquals("d", read.get(3).object().at("/metadata/name").asText());
    }

    @Test
    void missingKindIsNamed() throws IOException {
        String file = write("nokind.json", "{\"apiVersion\":\"v1\",\"metadata\":{\"name\":\"n\"}}");
        assertEquals(List.of("!missing kind"), names(reader.read(List.of(file), false)));
    }

    @Test
    void directoriesInLexicalOrderAndSubdirectoriesOnlyWithRecursion() throws IOException {
        write("b.yaml", cm("b"));
        write("a.yaml", cm("a"));
        write("c.json", "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"c\"}}");
        write("notes.txt", "not a manifest");
        write("a/x.yml", cm("ax"));
        assertEquals(List.of("a", "b", "c"), names(reader.read(List.of(dir.toString()), false)));
        // Go's filepath.Walk: directory "a" sorts before file "a.yaml"
        assertEquals(List.of("ax", "a", "b", "c"), names(reader.read(List.of(dir.toString()), true)));
    }

    @Test
    void urlsAreFetchedAndTheirErrorsNamed() throws IOException {
        com.sun.net.httpserver.HttpServer http = com.sun.net.httpserver.HttpServer.create(
                new java.net.InetSocketAddress("127.0.0.1", 0), 0);
        http.createContext("/m.yaml", exchange -> {
            byte[] body = (cm("u") + "---\n" + cm("v")).getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        http.start();
        try {
            String base = "http://127.0.0.1:" + http.getAddress().getPort();
            assertEquals(List.of("u", "v"), names(reader.read(List.of(base + "/m.yaml"), false)));
            List<Manifest> missing = reader.read(List.of(base + "/none.yaml"), false);
            assertEquals("document 1 for: \"" + base + "/none.yaml\"", missing.get(0).where());
            assertEquals("GET answered 404", missing.get(0).error());
        } finally {
            http.stop(0);
        }
    }

    @Test
    void standardInput() {
        ManifestReader stdin = new ManifestReader(new Documents(
                new ByteArrayInputStream((cm("s") + "---\n" + cm("t")).getBytes(StandardCharsets.UTF_8))));
        assertEquals(List.of("s", "t"), names(stdin.read(List.of("-"), false)));
    }

    @Test
    void typedListsBecomeTheirItemsAsForKubectl() throws IOException {
        String file = write("typed.yaml", "apiVersion: v1\nkind: ConfigMapList\nitems:\n- metadata: {name: one}\n"
                + "- apiVersion: v1\n  kind: Secret\n  metadata: {name: two}\n- kind: ConfigMap\n  metadata: {name: three}\n"
                + "---\napiVersion: rbac.authorization.k8s.io/v1\nkind: RoleList\nitems:\n- metadata: {name: r}\n  rules: []\n"
                + "---\napiVersion: v1\nkind: ConfigMapList\nitems: null\n"
                + "---\napiVersion: v1\nkind: ConfigMapList\nitems: {}\n");
        List<Manifest> read = reader.read(List.of(file), false);
        assertEquals(List.of("one", "two", "!missing apiVersion", "r", "!items must be a list, found object"), names(read));
        assertEquals("ConfigMap", read.get(0).object().path("kind").asText());
        assertEquals("v1", read.get(0).object().path("apiVersion").asText());
        assertEquals("Secret", read.get(1).object().path("kind").asText(), "an item's own kind stays");
        assertEquals("Role", read.get(3).object().path("kind").asText());
        assertEquals("rbac.authorization.k8s.io/v1", read.get(3).object().path("apiVersion").asText());
        assertEquals("document 1, item 3 for: \"" + file + "\"", read.get(2).where());
        assertEquals("document 2, item 1 for: \"" + file + "\"", read.get(3).where());
        assertEquals("document 4 for: \"" + file + "\"", read.get(4).where());
    }
}
