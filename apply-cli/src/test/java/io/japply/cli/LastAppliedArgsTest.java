package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * view-last-applied's TYPE/NAME arguments over the fake cluster's discovery: what is read, what is
 * printed, what is refused (the texts are kubectl's, as LastAppliedLinesOnRealServerTest compares them with
 * the reference kubectl 1.37.2).
 */
class LastAppliedArgsTest {
    @TempDir
    Path dir;

    private final FakeCluster cluster = new FakeCluster();

    LastAppliedArgsTest() throws Exception {
        // the namespace exists: a missing object is named, not its namespace
        cluster.objects.put(new io.japply.apply.cluster.ObjectRef("v1", "Namespace", null, "default"), (com.fasterxml.jackson.databind.node.ObjectNode)
                io.japply.threeway.json.Json.parse("{\"apiVersion\":\"v1\",\"kind\":\"Namespace\",\"metadata\":{\"name\":\"default\"}}"));
    }

    record Run(int code, String out, String err) {
    }

    private Run japply(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Japply(flags -> cluster, d -> { }).run(new PrintStream(out), new PrintStream(err), args);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private void applied(String name, String label) throws IOException {
        Path file = Files.writeString(dir.resolve(name + ".yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + name
                + "\n  labels: {app: " + label + "}\ndata:\n  k: v\n");
        assertEquals(0, japply("-f", file.toString()).code());
    }

    @Test
    void namesObjectsAsKubectlDoes() throws IOException {
        applied("one", "a");
        applied("two", "b");
        String one = japply("apply", "view-last-applied", "cm/one").out();
        assertEquals("apiVersion: v1\ndata:\n  k: v\nkind: ConfigMap\nmetadata:\n  annotations: {}\n  labels:\n    app: a\n"
                + "  name: one\n  namespace: default\n", one);
        assertEquals(one, japply("apply", "view-last-applied", "configmaps", "one").out());
        assertEquals(one, japply("apply", "view-last-applied", "ConfigMap/one").out());
        assertEquals(one, japply("apply", "view-last-applied", "configmap.v1./one").out());
        assertEquals(one, japply("apply", "view-last-applied", "cm", "-l", "app=a").out());
        // one after the other, as kubectl prints them; with -n, kubectl refuses --all beside a TYPE
        assertEquals(one + one.replace("one", "two").replace("app: a", "app: b"), japply("apply", "view-last-applied", "cm", "--all").out());
        assertEquals(new Run(1, "", "error: setting 'all' parameter but found a non empty selector. \n"),
                japply("apply", "view-last-applied", "cm", "--all", "-n", "default"));
    }

    @Test
    void refusesAsKubectlDoes() throws IOException {
        applied("one", "a");
        assertEquals(new Run(1, "", "error: the server doesn't have a resource type \"widgetz\"\n"),
                japply("apply", "view-last-applied", "widgetz/x"));
        assertEquals(new Run(1, "", "Error from server (NotFound): configmaps \"nope\" not found\n"),
                japply("apply", "view-last-applied", "cm/one", "cm/nope"));
        assertEquals(new Run(1, "", "Error from server (NotFound): namespaces \"elsewhere\" not found\n"),
                japply("apply", "view-last-applied", "cm/one", "-n", "elsewhere"));
        assertEquals(new Run(1, "", "error: resource(s) were provided, but no name was specified\n"),
                japply("apply", "view-last-applied", "cm"));
        assertEquals(new Run(1, "", "error: only one of -f or -k can be specified\n"),
                japply("apply", "edit-last-applied", "-f", "x.yaml", "-k", "dir"));
        Run nothing = japply("apply", "view-last-applied");
        assertEquals(List.of(1, "error: You must provide one or more resources by argument or filename."),
                List.of(nothing.code(), nothing.err().lines().findFirst().orElse("")));
    }

    /** set-last-applied -o kyaml: each object (as the server returns it) its own KYAML document, with its own "---". */
    @Test
    void setLastAppliedPrintsEachObjectAsOneKyamlDocument() throws IOException {
        applied("one", "a");
        applied("two", "b");
        Path both = Files.writeString(dir.resolve("both.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: one}\n"
                + "data: {k: w}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: two}\ndata: {k: w}\n");
        Run run = japply("apply", "set-last-applied", "-f", both.toString(), "-o", "kyaml");
        assertEquals(0, run.code(), run.err());
        assertEquals(List.of("---", "---"), run.out().lines().filter(l -> l.startsWith("---")).toList());
        String document = "---\n{\n  apiVersion: \"v1\",\n  data: {\n    k: \"v\",\n  },\n  kind: \"ConfigMap\",\n";
        assertTrue(run.out().startsWith(document) && run.out().indexOf("}\n" + document) > 0, run.out());
    }
}
