package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.japply.apply.cluster.ObjectRef;

/** --explain on drift scenarios: an apply, changes by others on the live object, a new manifest. */
class ExplainTest extends DiffHarness {
    private static final String V1 = "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, labels: {app: web}}\n"
            + "spec:\n  replicas: 2\n  template:\n    spec:\n      containers:\n"
            + "      - name: app\n        image: app:1\n        env:\n        - {name: MODE, value: fast}\n"
            + "        - {name: DEBUG, value: 'no'}\n";

    private ObjectNode live() {
        return cluster.objects.get(new ObjectRef("apps/v1", "Deployment", "default", "web"));
    }

    private List<String> explanation(String manifest) throws IOException {
        String file = write("web.yaml", manifest);
        Run run = japply("diff", "-f", file, "--local", "--explain");
        String out = run.out();
        return out.substring(out.indexOf("deployment.apps/web (namespace default):")).lines().toList();
    }

    /** Paths come in the live object's order (the stored container has image before env). */
    @Test
    void fileChangesDriftOverwrittenRemovedAndKept() throws IOException {
        japply("apply", "-f", write("web.yaml", V1));
        ObjectNode live = live();
        live.withObject("/metadata").withObject("/labels").put("team", "payments");
        ((ObjectNode) live.get("spec")).put("replicas", 7);
        ArrayNode containers = (ArrayNode) live.at("/spec/template/spec/containers");
        ((ObjectNode) containers.get(0).get("env").get(0)).put("value", "slow");
        containers.addObject().put("name", "sidecar").put("image", "mesh:1");

        String v2 = V1.replace("image: app:1", "image: app:2").replace("        - {name: DEBUG, value: 'no'}\n", "");
        assertEquals(List.of("deployment.apps/web (namespace default):",
                "  spec.replicas: 7 -> 2  overwritten: changed on the live object by someone else; the file sets it back",
                "  spec.template.spec.containers[name=app].image: app:1 -> app:2  set by the file",
                "  spec.template.spec.containers[name=app].env[name=MODE].value: slow -> fast  overwritten: changed on the"
                        + " live object by someone else; the file sets it back",
                "  spec.template.spec.containers[name=app].env[name=DEBUG]: removed: the file no longer sets it",
                "  metadata.labels.team: kept: made on the live object by someone else, not in the file",
                "  spec.template.spec.containers[name=sidecar]: kept: made on the live object by someone else, not in the file"),
                explanation(v2));
    }

    @Test
    void aFieldRemovedByOthersIsRestoredAndANewOneIsAddedByTheFile() throws IOException {
        japply("apply", "-f", write("web.yaml", V1));
        ((ObjectNode) live().get("spec")).remove("replicas");
        String v2 = V1.replace("metadata: {name: web, labels: {app: web}}", "metadata: {name: web, labels: {app: web, tier: front}}");
        assertEquals(List.of("deployment.apps/web (namespace default):",
                "  metadata.labels.tier: added, set by the file",
                "  spec.replicas: added, restored: removed from the live object by someone else"),
                explanation(v2));
    }

    /**
     * Keys added by hand to maps of free keys are kept drift even where the file sets no such map at
     * all: a ConfigMap's data, labels on an object whose file has none, a pod template annotation
     * (as `kubectl rollout restart` adds). Fields the server fills in (uid, status) are not drift.
     */
    @Test
    void keysAddedByOthersToDataLabelsAndAnnotationsAreKept() throws IOException {
        String cm = "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings}\ndata: {a: '1', b: '2'}\n";
        japply("apply", "-f", write("cm.yaml", cm));
        ObjectNode live = cluster.objects.get(new ObjectRef("v1", "ConfigMap", "default", "settings"));
        live.withObject("/data").put("b", "3").put("handAdded", "yes");
        live.withObject("/metadata").withObject("/labels").put("team", "x");
        live.withObject("/metadata").put("uid", "u-1");
        live.withObject("/status").put("phase", "whatever");
        Run run = japply("diff", "-f", write("cm.yaml", cm), "--local", "--explain");
        String out = run.out();
        assertEquals(List.of("configmap/settings (namespace default):",
                "  data.b: 3 -> 2  overwritten: changed on the live object by someone else; the file sets it back",
                "  metadata.labels.team: kept: made on the live object by someone else, not in the file",
                "  data.handAdded: kept: made on the live object by someone else, not in the file"),
                out.substring(out.indexOf("configmap/settings (namespace default):")).lines().toList());

        japply("apply", "-f", write("web.yaml", V1));
        live().withObject("/spec/template").withObject("/metadata").withObject("/annotations")
                .put("kubectl.kubernetes.io/restartedAt", "2026-11-22T10:00:00Z");
        assertEquals(List.of("deployment.apps/web (namespace default):",
                "  spec.template.spec.containers[name=app].image: app:1 -> app:2  set by the file",
                "  spec.template.metadata.annotations[kubectl.kubernetes.io/restartedAt]: kept: made on the live object"
                        + " by someone else, not in the file"),
                explanation(V1.replace("image: app:1", "image: app:2")));
    }

    /**
     * Issue 26 item 5: the file changes replicas 2 -> 3 while someone scaled the live object to 7; the
     * apply undoes that (compute-patch --overwrite=false calls it a conflict), and every output says so,
     * with the last-applied value; a Secret's last-applied value stays masked.
     */
    @Test
    void aChangeThatUndoesSomeoneElsesSaysSoInTextJsonAndMarkdown() throws IOException {
        japply("apply", "-f", write("web.yaml", V1));
        ((ObjectNode) live().get("spec")).put("replicas", 7);
        String v2 = V1.replace("replicas: 2", "replicas: 3");
        String line = "  spec.replicas: 7 -> 3  set by the file, undoing someone else's change on the live object"
                + " (last applied: 2)";
        assertEquals(List.of("deployment.apps/web (namespace default):", line), explanation(v2));

        String file = write("web.yaml", v2);
        ObjectNode json = (ObjectNode) io.japply.threeway.json.Json.parse(
                japply("diff", "-f", file, "--local", "--explain", "-o", "json").out());
        assertEquals(io.japply.threeway.json.Json.parse("{\"path\": \"spec.replicas\", \"reason\": \"set-over-change\","
                + " \"text\": \"set by the file, undoing someone else's change on the live object\","
                + " \"undoesChange\": true, \"lastApplied\": 2}"), json.at("/objects/0/explain/0"));
        String markdown = japply("diff", "-f", file, "--local", "--explain", "-o", "markdown").out();
        assertTrue(markdown.contains("\n" + line.strip() + "\n"), markdown);

        String secret = "apiVersion: v1\nkind: Secret\nmetadata: {name: db}\ndata: {password: b2xk}\n";
        japply("apply", "-f", write("db.yaml", secret));
        cluster.objects.get(new ObjectRef("v1", "Secret", "default", "db")).withObject("/data").put("password", "aGFuZA==");
        Run run = japply("diff", "-f", write("db.yaml", secret.replace("b2xk", "bmV3")), "--local", "--explain");
        assertTrue(run.out().contains("  data.password: *** (before) -> *** (after)  set by the file, undoing someone"
                + " else's change on the live object (last applied: ***)\n"), run.out());
        assertFalse(run.out().contains("b2xk") || run.out().contains("aGFuZA") || run.out().contains("bmV3"), run.out());
    }

    /** The README's first command: someone scaled web to 5 (last applied 2), the file says 3. */
    @Test
    void theReadmeExampleSaysTheReplicasChangeUndoesSomeoneElses() {
        Run run = japply("diff", "-f", example("manifests"), "--live", example("live"), "--explain");
        List<String> lines = run.out().lines().toList();
        assertTrue(lines.contains("  spec.replicas: 5 -> 3  set by the file, undoing someone else's change on the live object"
                + " (last applied: 2)"), run.out());
        // the metrics port the file drops was the last apply's; only its defaulted protocol is the server's
        assertTrue(lines.contains("  spec.template.spec.containers[name=web].ports[containerPort=9113]: removed: the file"
                + " no longer sets it"), run.out());
    }

    @Test
    void nothingToExplainWhenNothingChanges() throws IOException {
        japply("apply", "-f", write("web.yaml", V1));
        Run run = japply("diff", "-f", write("web.yaml", V1), "--local", "--explain", "--counts");
        assertEquals(new Run(0, "", "0 objects changed, 0 to create, 1 unchanged\n"), run);
    }
}
