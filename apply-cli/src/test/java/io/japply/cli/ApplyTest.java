package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.threeway.json.Json;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import io.japply.apply.internal.object.Applier;
import io.japply.apply.internal.object.MissingAnnotation;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.model.PatchType;

/** apply against an in-memory cluster: actions, idempotency, the optimistic lock, errors per object. */
class ApplyTest {
    @TempDir
    Path dir;

    private final FakeCluster cluster = new FakeCluster();
    private final List<Duration> waits = new ArrayList<>();

    record Run(int code, String out, String err) {
    }

    private Run japply(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Japply(flags -> cluster, waits::add).run(new PrintStream(out), new PrintStream(err), args);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private String write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text).toString();
    }

    private static final String DEPLOYMENT = "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n"
            + "  replicas: 2\n  template:\n    spec:\n      containers:\n      - {name: app, image: app:1}\n";

    private ObjectNode live(String apiVersion, String kind, String name) {
        return cluster.objects.get(new ObjectRef(apiVersion, kind, "default", name));
    }

    @Test
    void createsThenLeavesUnchangedThenConfigures() throws IOException {
        String file = write("web.yaml", DEPLOYMENT);
        assertEquals(new Run(0, "deployment.apps/web created\n", ""), japply("apply", "-f", file));
        ObjectNode stored = live("apps/v1", "Deployment", "web");
        ObjectNode manifest = (ObjectNode) Json.mapper().valueToTree(new com.fasterxml.jackson.dataformat.yaml.YAMLMapper()
                .readTree(DEPLOYMENT));
        assertEquals(LastApplied.serialize(manifest, "default"),
                stored.at("/metadata/annotations").get(LastApplied.KEY).asText(), "the annotation kubectl writes");

        assertEquals(new Run(0, "deployment.apps/web unchanged\n", ""), japply("-f", file));
        assertEquals(0, cluster.count("PATCH"), "an unchanged object sends no PATCH");

        write("web.yaml", DEPLOYMENT.replace("app:1", "app:2"));
        assertEquals(new Run(0, "deployment.apps/web configured\n", ""), japply("apply", "-f", file));
        assertEquals("app:2", live("apps/v1", "Deployment", "web").at("/spec/template/spec/containers/0/image").asText());
        assertEquals(PatchType.STRATEGIC, cluster.requests.get(cluster.requests.size() - 1).type());
    }

    @Test
    void aChangeBetweenGetAndPatchIsKeptNotOverwritten() throws IOException {
        String file = write("web.yaml", DEPLOYMENT);
        japply("apply", "-f", file);
        write("web.yaml", DEPLOYMENT.replace("app:1", "app:2"));
        cluster.changeBeforePatch(live -> live.withObject("/metadata").withObject("/labels").put("team", "payments"));
        Run run = japply("apply", "-f", file);
        assertEquals(new Run(0, "deployment.apps/web configured\n", ""), run);
        ObjectNode after = live("apps/v1", "Deployment", "web");
        assertEquals("payments", after.at("/metadata/labels/team").asText(), "the concurrent change survives");
        assertEquals("app:2", after.at("/spec/template/spec/containers/0/image").asText());
        assertEquals(List.of(Duration.ofMillis(100)), waits, "one back-off, no real sleep");
        assertEquals(2, cluster.count("PATCH"));
    }

    @Test
    void anObjectThatKeepsChangingFailsAloneAfterFiveTries() throws IOException {
        japply("apply", "-f", write("web.yaml", DEPLOYMENT));
        write("web.yaml", DEPLOYMENT.replace("app:1", "app:2"));
        for (int i = 0; i < Applier.MAX_TRIES; i++) {
            cluster.changeBeforePatch(live -> live.withObject("/metadata").withObject("/labels").put("n", "x"));
        }
        String other = write("z-cm.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {k: v}\n");
        Run run = japply("apply", "-f", dir.resolve("web.yaml").toString(), "-f", other);
        assertEquals(1, run.code());
        assertEquals("configmap/c created\n", run.out(), "the other object is applied");
        assertTrue(run.err().contains("gave up after 5 tries"), run.err());
        assertTrue(run.err().contains("1 of 2 objects failed"), run.err());
        assertEquals(List.of(Duration.ofMillis(100), Duration.ofMillis(200), Duration.ofMillis(400),
                Duration.ofMillis(800)), waits);
    }

    @Test
    void anObjectCreatedWithoutTheAnnotationGetsKubectlsWarningAndTheAnnotation() throws IOException {
        String file = write("c.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {k: v}\n");
        ObjectNode bare = (ObjectNode) Json.mapper().valueToTree(new com.fasterxml.jackson.dataformat.yaml.YAMLMapper()
                .readTree("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: default, resourceVersion: '7'}\n"
                        + "data: {k: v}\n"));
        cluster.objects.put(new ObjectRef("v1", "ConfigMap", "default", "c"), bare);
        Run run = japply("apply", "-f", file);
        assertEquals("configmap/c configured\n", run.out());
        assertEquals("Warning: " + MissingAnnotation.warning("configmaps", "c") + "\n", run.err());
        assertTrue(live("v1", "ConfigMap", "c").at("/metadata/annotations").has(LastApplied.KEY));
    }

    @Test
    void overwriteFalseRefusesOnlyChangesMadeByOthers() throws IOException {
        String file = write("web.yaml", DEPLOYMENT);
        japply("apply", "-f", file);
        write("web.yaml", DEPLOYMENT.replace("app:1", "app:2"));
        Run edit = japply("apply", "-f", file, "--overwrite=false");
        assertEquals(new Run(0, "deployment.apps/web configured\n", ""), edit, "kubectl would report a conflict here");
        ObjectRef web = new ObjectRef("apps/v1", "Deployment", "default", "web");
        cluster.objects.get(web).with("spec").put("replicas", 9);
        write("web.yaml", DEPLOYMENT.replace("app:1", "app:3"));
        Run drift = japply("apply", "-f", file, "--overwrite=false");
        assertEquals(1, drift.code());
        assertTrue(drift.err().contains("changes it too:\n  spec.replicas: last applied 2, live 9, this apply 2\n"), drift.err());
        assertEquals("app:2", cluster.objects.get(web).at("/spec/template/spec/containers/0/image").asText(), "nothing sent");
    }

    @Test
    void annotationsOverTheLimitFailBeforeAnythingIsSentWithoutTheFallback() throws IOException {
        String big = "x".repeat(270_000);
        String file = write("big.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: big}\ndata: {a: " + big + "}\n");
        Run run = japply("apply", "-f", file, "--server-side-fallback=false");
        assertEquals(1, run.code());
        assertTrue(run.err().contains("over the 262144-byte limit; apply it with --server-side"), run.err());
        assertEquals(0, cluster.count("POST") + cluster.count("PATCH"));
    }

    @Test
    void outputJsonPrintsTheObjectsTheServerReturned() throws IOException {
        String one = write("c.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {k: v}\n");
        Run single = japply("apply", "-f", one, "-o", "json");
        ObjectNode printed = (ObjectNode) Json.parse(single.out());
        assertEquals(live("v1", "ConfigMap", "c"), printed);
        String two = write("d.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: d}\n");
        ObjectNode list = (ObjectNode) Json.parse(japply("apply", "-f", one, "-f", two, "-o", "json").out());
        assertEquals("List", list.get("kind").asText());
        assertEquals(2, list.get("items").size());
        Run wide = japply("apply", "-f", one, "-o", "wide");
        assertEquals(1, wide.code(), "kubectl's exit code");
        assertTrue(wide.err().startsWith("error: unable to match a printer suitable for the output format \"wide\""), wide.err());
    }

    @Test
    void serverSideApplySendsTheManifestAsAnApplyPatch() throws IOException {
        String file = write("web.yaml", DEPLOYMENT);
        assertEquals(new Run(0, "deployment.apps/web serverside-applied\n", ""), japply("-f", file, "--server-side"));
        FakeCluster.Request sent = cluster.requests.get(cluster.requests.size() - 1);
        assertEquals(PatchType.APPLY, sent.type());
        assertEquals("kubectl", sent.options().fieldManager());
        assertFalse(sent.body().contains(LastApplied.KEY), "no last-applied annotation with server-side apply");
        assertEquals(0, cluster.count("GET"), "the server merges: nothing to read first");
        assertTrue(japply("-f", file, "--server-side", "--force-conflicts").code() == 0);
        assertTrue(cluster.requests.get(cluster.requests.size() - 1).options().forceConflicts());
        assertEquals(2, japply("-f", file, "--force-conflicts").code(), "--force-conflicts needs --server-side");
    }

    @Test
    void forceReplacesAnObjectWhosePatchIsRefusedAsInvalid() throws IOException {
        String file = write("web.yaml", DEPLOYMENT);
        japply("-f", file);
        write("web.yaml", DEPLOYMENT.replace("app:1", "app:2"));
        cluster.refuseNextWrite(422, "spec.selector: field is immutable");
        Run refused = japply("-f", file);
        assertEquals(1, refused.code());
        assertTrue(refused.err().contains("field is immutable"), refused.err());
        cluster.refuseNextWrite(422, "spec.selector: field is immutable");
        Run forced = japply("-f", file, "--force");
        assertEquals(new Run(0, "deployment.apps/web configured\n", ""), forced);
        List<String> verbs = cluster.requests.stream().map(FakeCluster.Request::verb).toList();
        assertEquals(List.of("PATCH", "DELETE", "GET", "POST"), verbs.subList(verbs.size() - 4, verbs.size()));
        assertEquals("app:2", live("apps/v1", "Deployment", "web").at("/spec/template/spec/containers/0/image").asText());
    }

    @Test
    void forceRestoresThePreviousObjectWhenTheNewOneIsRefused() throws IOException {
        String file = write("web.yaml", DEPLOYMENT);
        japply("-f", file);
        write("web.yaml", DEPLOYMENT.replace("app:1", "app:2"));
        cluster.refuseNextWrite(422, "spec.selector: field is immutable");
        cluster.refuseNextWrite(422, "spec.template: invalid");
        Run run = japply("-f", file, "--force");
        assertEquals(1, run.code());
        assertTrue(run.err().contains("the previous one was created again"), run.err());
        assertEquals("app:1", live("apps/v1", "Deployment", "web").at("/spec/template/spec/containers/0/image").asText());
    }

    @Test
    void viewLastAppliedPrintsWhatTheLastApplyRecorded() throws IOException {
        String file = write("c.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {k: v}\n");
        japply("-f", file);
        Run view = japply("view-last-applied", "-f", file, "-o", "json");
        assertEquals(0, view.code(), view.err());
        assertEquals(Json.parse("{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"annotations\":{},"
                + "\"name\":\"c\",\"namespace\":\"default\"},\"data\":{\"k\":\"v\"}}"), Json.parse(view.out()));
        assertTrue(japply("view-last-applied", "-f", file).out().contains("namespace: default"), "YAML by default");
    }

    @Test
    void setLastAppliedChangesOnlyTheAnnotationAndAsksBeforeCreatingOne() throws IOException {
        ObjectNode bare = (ObjectNode) Json.parse("{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":"
                + "{\"name\":\"c\",\"namespace\":\"default\"},\"data\":{\"k\":\"live\"}}");
        ObjectRef ref = new ObjectRef("v1", "ConfigMap", "default", "c");
        cluster.objects.put(ref, bare);
        String file = write("c.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {k: file}\n");
        Run refused = japply("set-last-applied", "-f", file);
        assertEquals(1, refused.code());
        // kubectl names the object by its name only
        assertTrue(refused.err().contains("no last-applied-configuration annotation found on resource: c,"
                + " to create the annotation, run the command with --create-annotation"), refused.err());
        Run set = japply("set-last-applied", "-f", file, "--create-annotation");
        assertEquals(new Run(0, "configmap/c configured\n", ""), set);
        assertEquals("live", cluster.objects.get(ref).at("/data/k").asText(), "only the annotation changes");
        assertEquals("file", LastApplied.original(cluster.objects.get(ref)).orElseThrow().at("/data/k").asText());
    }

    @Test
    void clientDryRunSendsNothing() throws IOException {
        String file = write("web.yaml", DEPLOYMENT);
        assertEquals(new Run(0, "deployment.apps/web created (dry run)\n", ""), japply("-f", file, "--dry-run=client"));
        assertEquals(0, cluster.count("POST") + cluster.count("PATCH"));
    }

    @Test
    void badDocumentsAreReportedWithFileAndDocumentAndOthersApplied() throws IOException {
        String file = write("mixed.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n---\n"
                + "apiVersion: v1\nkind: ConfigMap\nmetadata: {}\n---\napiVersion: nope/v9\nkind: Thing\nmetadata: {name: t}\n");
        Run run = japply("apply", "-f", file);
        assertEquals(1, run.code());
        assertEquals("configmap/a created\n", run.out());
        assertTrue(run.err().contains("document 2 for: \"" + file + "\": missing metadata.name"), run.err());
        // kubectl's words, both lines (it/real/OutputOnRealServerTest compares them with kubectl's); one of two
        // failures, so printed as kubectl prints its aggregate: no "error: " before it (ApplyErrorsOnRealServerTest)
        assertTrue(run.err().contains("\nresource mapping not found for name: \"t\" namespace: \"\" from \"" + file
                + "\": no matches for kind \"Thing\" in version \"nope/v9\"\nensure CRDs are installed first\n"), run.err());
        assertFalse(run.err().contains("Exception"), "no stack traces for user mistakes");
    }

    @Test
    void namespacesFromFileFlagOrContextAndAMismatchIsRefused() throws IOException {
        String inFile = write("ns.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: nn, namespace: team-a}\n");
        Run refused = japply("apply", "-f", inFile, "-n", "team-b");
        assertTrue(refused.err().contains("does not match the namespace \"team-b\""), refused.err());
        assertEquals(0, cluster.count("POST"));
        String plain = write("plain.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: p}\n");
        japply("apply", "-f", plain, "-n", "team-b");
        assertTrue(cluster.objects.containsKey(new ObjectRef("v1", "ConfigMap", "team-b", "p")));
        String namespace = write("namespace.yaml", "apiVersion: v1\nkind: Namespace\nmetadata: {name: team-c}\n");
        assertEquals("namespace/team-c created\n", japply("apply", "-f", namespace, "-n", "team-b").out());
        assertTrue(cluster.objects.containsKey(new ObjectRef("v1", "Namespace", null, "team-c")), "cluster-scoped");
    }

    @Test
    void customResourcesGetAJsonMergePatch() throws IOException {
        String file = write("w.yaml", "apiVersion: stable.example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec: {size: 1, tags: [a, b]}\n");
        japply("apply", "-f", file);
        write("w.yaml", "apiVersion: stable.example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec: {size: 2, tags: [a]}\n");
        assertEquals("widget.stable.example.com/w configured\n", japply("apply", "-f", file).out());
        assertEquals(PatchType.MERGE, cluster.requests.get(cluster.requests.size() - 1).type());
        assertEquals("[\"a\"]", live("stable.example.com/v1", "Widget", "w").at("/spec/tags").toString());
    }
}
