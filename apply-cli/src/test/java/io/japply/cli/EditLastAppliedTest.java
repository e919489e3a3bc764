package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.apply.model.PatchType;
import io.japply.apply.cluster.ObjectRef;
import io.japply.cli.command.Editor;
import io.japply.threeway.json.Json;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** edit-last-applied with an editor that edits in Java: what it is shown, what it writes back, how it cancels. */
class EditLastAppliedTest {
    @TempDir
    Path dir;

    private final FakeCluster cluster = new FakeCluster();
    /** What the editor was shown, one entry per opening. */
    private final List<String> shown = new ArrayList<>();

    record Run(int code, String out, String err) {
    }

    private Run japply(List<UnaryOperator<String>> edits, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Editor editor = file -> {
            String text = Files.readString(file);
            shown.add(text);
            Files.writeString(file, edits.get(shown.size() - 1).apply(text));
        };
        int code = new Japply(flags -> cluster, d -> { }).editor(editor)
                .run(new PrintStream(out), new PrintStream(err), args);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private String applied(String name, String data) throws IOException {
        String file = Files.writeString(dir.resolve(name + ".yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: "
                + name + "\ndata:\n  k: " + data + "\n").toString();
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        assertEquals(0, new Japply(flags -> cluster, d -> { }).run(new PrintStream(sink), new PrintStream(sink), "-f", file));
        return file;
    }

    private ObjectNode recorded(String name) {
        ObjectNode live = cluster.objects.get(new ObjectRef("v1", "ConfigMap", "default", name));
        return LastApplied.original(live).orElseThrow();
    }

    /** kubectl's --field-manager and --validate of edit-last-applied go with the edit's PATCH. */
    @Test
    void fieldManagerAndValidationGoWithThePatch() throws IOException {
        String file = applied("managed", "a");
        japply(List.of(text -> text.replace("k: a", "k: b")), "edit-last-applied", "-f", file);
        shown.clear();
        japply(List.of(text -> text.replace("k: b", "k: c")), "apply", "edit-last-applied", "-f", file,
                "--field-manager=editor", "--validate=warn");
        List<FakeCluster.Request> patches = cluster.requests.stream().filter(r -> r.verb().equals("PATCH")).toList();
        assertEquals("kubectl-client-side-apply", patches.get(patches.size() - 2).options().fieldManager());
        assertEquals(io.japply.apply.model.FieldValidation.STRICT, patches.get(patches.size() - 2).options().fieldValidation());
        assertEquals("editor", patches.get(patches.size() - 1).options().fieldManager());
        assertEquals(io.japply.apply.model.FieldValidation.WARN, patches.get(patches.size() - 1).options().fieldValidation());
    }

    @Test
    void writesTheEditedConfigurationBackAsTheAnnotationOnly() throws IOException {
        String file = applied("one", "a");
        long patchesBefore = cluster.count("PATCH");
        Run run = japply(List.of(text -> text.replace("k: a", "k: b")), "edit-last-applied", "-f", file);

        assertEquals(new Run(0, "configmap/one edited\n", ""), run);
        assertTrue(shown.get(0).startsWith("# Please edit the 'last-applied-configuration' annotations below.\n"), "kubectl's header comes first");
        assertEquals("b", recorded("one").at("/data/k").asText(), "the annotation holds the edit");
        ObjectNode live = cluster.objects.get(new ObjectRef("v1", "ConfigMap", "default", "one"));
        assertEquals("a", live.at("/data/k").asText(), "the object itself is not changed");
        assertEquals(patchesBefore + 1, cluster.count("PATCH"));
        assertEquals(PatchType.MERGE, cluster.requests.get(cluster.requests.size() - 1).type());
    }

    @Test
    void severalObjectsOpenAsOneListAndOnlyChangedOnesAreWritten() throws IOException {
        String one = applied("one", "a");
        String two = applied("two", "a");
        long patchesBefore = cluster.count("PATCH");
        Run run = japply(List.of(text -> text.replaceFirst("k: a", "k: c")), "edit-last-applied", "-f", one, "-f", two);

        assertEquals(0, run.code(), run.err());
        assertEquals("configmap/one edited\nconfigmap/two skipped\n", run.out());
        assertTrue(shown.get(0).contains("kind: List"), shown.get(0));
        assertEquals("c", recorded("one").at("/data/k").asText());
        assertEquals("a", recorded("two").at("/data/k").asText());
        assertEquals(patchesBefore + 1, cluster.count("PATCH"));
    }

    @Test
    void savingUnchangedOrEmptyCancelsAndSendsNothing() throws IOException {
        String file = applied("one", "a");
        long patchesBefore = cluster.count("PATCH");
        assertEquals(new Run(0, "", "Edit cancelled, no changes made.\n"),
                japply(List.of(text -> text.replace("# Please", "#  Please")), "edit-last-applied", "-f", file));
        shown.clear();
        assertEquals(new Run(0, "", "Edit cancelled, saved file was empty.\n"),
                japply(List.of(text -> "# nothing left\n"), "edit-last-applied", "-f", file));
        assertEquals(patchesBefore, cluster.count("PATCH"));
    }

    @Test
    void aSyntaxErrorReopensTheFileWithTheReasonThenTheFixIsWritten() throws IOException {
        String file = applied("one", "a");
        Run run = japply(List.of(text -> text.replace("k: a", "k: [b"), text -> text.replace("k: [b", "k: b")),
                "edit-last-applied", "-f", file);

        assertEquals(0, run.code(), run.err());
        assertEquals("configmap/one edited\n", run.out());
        assertEquals(2, shown.size());
        assertTrue(shown.get(1).contains("# The edited file had a syntax error: "), shown.get(1));
        assertTrue(shown.get(1).contains("k: [b"), "the user's text is kept for the second try");
        assertEquals("b", recorded("one").at("/data/k").asText());
    }

    @Test
    void aSyntaxErrorSavedAgainUnchangedGivesUpAndKeepsTheFile() throws IOException {
        String file = applied("one", "a");
        Run run = japply(List.of(text -> text.replace("k: a", "k: [b"), text -> text), "edit-last-applied", "-f", file);

        assertEquals(1, run.code());
        assertTrue(run.err().contains("error: Edit cancelled, no valid changes were saved."), run.err());
        String kept = run.err().replaceAll("(?s).*stored to \"([^\"]+)\".*", "$1").strip();
        assertTrue(Files.readString(Path.of(kept)).contains("k: [b"), "the edits are kept in " + kept);
        assertEquals("a", recorded("one").at("/data/k").asText());
    }

    @Test
    void anObjectWithoutTheAnnotationIsNotEditable() throws IOException {
        Path file = Files.writeString(dir.resolve("cm.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: bare\n");
        ObjectNode bare = (ObjectNode) Json.parse("{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"bare\","
                + "\"namespace\":\"default\"}}");
        cluster.objects.put(new ObjectRef("v1", "ConfigMap", "default", "bare"), bare);
        Run run = japply(List.of(), "edit-last-applied", "-f", file.toString());
        assertEquals(1, run.code());
        assertTrue(run.err().contains("no last-applied-configuration annotation found on resources"), run.err());
        assertTrue(shown.isEmpty(), "no editor opens");
    }

    @Test
    void renamingAnObjectInTheEditorIsRefused() throws IOException {
        String file = applied("one", "a");
        Run run = japply(List.of(text -> text.replace("name: one", "name: other")), "edit-last-applied", "-f", file);
        assertEquals(1, run.code());
        assertTrue(run.err().contains("no original object found for ConfigMap other"), run.err());
        assertTrue(run.err().contains("A copy of your changes has been stored to"), run.err());
        assertFalse(run.out().contains("edited"));
    }

    @Test
    void jsonOpensWithoutAHeader() throws IOException {
        String file = applied("one", "a");
        Run run = japply(List.of(text -> text.replace("\"a\"", "\"d\"")), "edit-last-applied", "-f", file, "-o", "json");
        // with -o, kubectl prints the edited object, not its line (LastAppliedLinesOnRealServerTest compares it with kubectl's)
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().startsWith("{\n    \"apiVersion\": \"v1\",\n    \"data\": {\n        \"k\": \"d\""), run.out());
        assertTrue(shown.get(0).startsWith("{\n    \"apiVersion\""), shown.get(0));
        assertEquals("d", recorded("one").at("/data/k").asText());
    }

    /** kubectl 1.37's editor takes -o kyaml too: KYAML under the YAML header, read back as YAML. */
    @Test
    void kyamlOpensUnderTheHeaderAndPrintsTheEditedObjectAsKyaml() throws IOException {
        String file = applied("one", "a");
        Run run = japply(List.of(text -> text.replace("k: \"a\"", "k: \"d\"")), "edit-last-applied", "-f", file,
                "-o", "kyaml");
        assertEquals(0, run.code(), run.err());
        String document = "---\n{\n  apiVersion: \"v1\",\n  data: {\n    k: \"%s\",\n  },\n  kind: \"ConfigMap\",\n";
        assertTrue(shown.get(0).startsWith("# Please edit the 'last-applied-configuration' annotations below.\n"), shown.get(0));
        assertTrue(shown.get(0).contains("#\n" + document.formatted("a")), shown.get(0));
        assertTrue(run.out().startsWith(document.formatted("d")), run.out());
        assertEquals("d", recorded("one").at("/data/k").asText());
    }

    @Test
    void theEditorRefusesOtherFormatsInKubectl137sWords() throws IOException {
        String file = applied("one", "a");
        Run run = japply(List.of(text -> text), "edit-last-applied", "-f", file, "-o", "name");
        assertEquals(new Run(1, "", "error: unable to match a printer suitable for the output format \"name\", allowed"
                + " formats are: json,kyaml,yaml\n"), run);
    }

    private Run withEditorVariable(String value, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Editor editor = Editor.fromEnvironment(name -> "KUBE_EDITOR".equals(name) ? value : null);
        int code = new Japply(flags -> cluster, d -> { }).editor(editor)
                .run(new PrintStream(out), new PrintStream(err), args);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void anEditorThatFailsIsAClearErrorInKubectlsWords() throws IOException {
        String file = applied("one", "a");
        long patchesBefore = cluster.count("PATCH");
        assertEquals(new Run(1, "", "error: there was a problem with the editor \"false\" (it exited with 1)\n"),
                withEditorVariable("false", "edit-last-applied", "-f", file));
        assertEquals(new Run(1, "", "error: unable to launch the editor \"/nonexistent/editor\"\n"),
                withEditorVariable("/nonexistent/editor", "edit-last-applied", "-f", file));
        assertEquals(patchesBefore, cluster.count("PATCH"), "nothing written");
    }
}
