package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.job.PruneKind;
import io.japply.threeway.json.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * --prune -l / --all without --applyset (kubectl's older prune) on the fake cluster: what is listed where,
 * what is deleted, and the flag checks in kubectl's words. The real kubectl beside japply is in
 * it/.../real/LabelPruneSideBySideTest.
 */
class LabelPruneTest {
    private static final String CONFIGMAPS = "--prune-allowlist=core/v1/ConfigMap";

    @TempDir
    Path dir;

    private final FakeJob job = new FakeJob();
    private final FakeCluster cluster = job.cluster;

    private static String configMap(String name, String namespace) {
        return "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: " + name + ", namespace: " + namespace
                + ", labels: {app: x}}\ndata: {k: v}\n";
    }

    private String input(String... docs) throws IOException {
        return Files.writeString(dir.resolve("in.yaml"), String.join("---\n", docs)).toString();
    }

    /** A live ConfigMap labelled app=x; with or without the last-applied annotation. */
    private void live(String namespace, String name, boolean applied) {
        ObjectNode o = Json.object().put("apiVersion", "v1").put("kind", "ConfigMap");
        ObjectNode metadata = o.putObject("metadata").put("name", name).put("namespace", namespace);
        metadata.putObject("labels").put("app", "x");
        if (applied) {
            metadata.putObject("annotations").put("kubectl.kubernetes.io/last-applied-configuration", "{}");
        }
        cluster.objects.put(new ObjectRef("v1", "ConfigMap", namespace, name), o);
    }

    private List<String> requests(String verb) {
        return cluster.requests.stream().filter(r -> r.verb().equals(verb))
                .map(r -> r.ref().kind() + " " + r.ref().namespace() + (r.ref().name() == null ? "" : "/" + r.ref().name())
                        + (r.deletion() != null && r.deletion().serverDryRun() ? " dry" : ""))
                .toList();
    }

    @Test
    void onlyAppliedObjectsMatchingTheSelectorInVisitedNamespacesArePruned() throws IOException {
        live("team", "gone", true);
        live("team", "made-by-hand", false);
        live("elsewhere", "not-visited", true);
        FakeJob.Run run = job.japply("apply", "-f", input(configMap("a", "team")), "--prune", "-l", "app=x", CONFIGMAPS);
        assertEquals(new FakeJob.Run(0, "configmap/a created\nconfigmap/gone pruned\n", ""), run);
        assertEquals(List.of("ConfigMap team"), requests("LIST"));
        assertEquals(List.of("ConfigMap team/gone"), requests("DELETE"));
        assertTrue(cluster.objects.containsKey(new ObjectRef("v1", "ConfigMap", "team", "made-by-hand")));
        assertEquals("app=x", cluster.requests.stream().filter(r -> r.verb().equals("LIST")).findFirst().orElseThrow().body());
    }

    @Test
    void dryRunsSayWhatWouldBePrunedAndTheServerDryRunAsksTheServer() throws IOException {
        live("team", "gone", true);
        String in = input(configMap("a", "team"));
        job.japply("apply", "-f", in, "--prune", "-l", "app=x", CONFIGMAPS);
        live("team", "gone", true);
        cluster.requests.clear();
        FakeJob.Run client = job.japply("apply", "-f", in, "--prune", "--all", CONFIGMAPS, "--dry-run=client");
        assertEquals(new FakeJob.Run(0, "configmap/a unchanged (dry run)\nconfigmap/gone pruned (dry run)\n", ""), client);
        assertEquals(List.of(), requests("DELETE"));
        FakeJob.Run server = job.japply("apply", "-f", in, "--prune", "--all", CONFIGMAPS, "--dry-run=server");
        assertEquals(new FakeJob.Run(0, "configmap/a unchanged (server dry run)\nconfigmap/gone pruned (server dry run)\n", ""),
                server);
        assertEquals(List.of("ConfigMap team/gone dry"), requests("DELETE"));
        assertTrue(cluster.objects.containsKey(new ObjectRef("v1", "ConfigMap", "team", "gone")));
    }

    /** kubectl's default kinds: namespaced ones in the namespaces visited (-n and the objects'), Namespaces and PVs once. */
    @Test
    void withoutAnAllowlistKubectlsKindsAreListed() throws IOException {
        for (PruneKind kind : PruneKind.DEFAULTS) {
            boolean clusterScoped = kind.kind().equals("Namespace") || kind.kind().equals("PersistentVolume");
            cluster.serve(kind.apiVersion(), kind.kind(), kind.kind().toLowerCase() + "s", !clusterScoped);
        }
        FakeJob.Run run = job.japply("apply", "-f", input(configMap("a", "team")), "-n", "team", "--prune", "-l", "app=x");
        assertEquals(0, run.code(), run.err());
        List<String> lists = requests("LIST");
        assertEquals(PruneKind.DEFAULTS.size(), lists.size(), lists.toString());
        assertEquals("ConfigMap team", lists.get(0));
        assertEquals(List.of("Namespace null", "PersistentVolume null"), lists.subList(14, 16));
    }

    @Test
    void aKindTheServerDoesNotServeIsRefusedBeforeAnythingIsApplied() throws IOException {
        FakeJob.Run run = job.japply("apply", "-f", input(configMap("a", "team")), "--prune", "--all",
                "--prune-allowlist=example.com/v1/Gadget");
        assertEquals(new FakeJob.Run(1, "", "error: no matches for kind \"Gadget\" in version \"example.com/v1\"\n"), run);
        assertFalse(cluster.objects.containsKey(new ObjectRef("v1", "ConfigMap", "team", "a")));
    }

    /** A path that is not there, or a document that fails, fails the run: nothing is pruned, as in kubectl. */
    @Test
    void anUnreadableOrFailedInputPrunesNothing() throws IOException {
        live("team", "gone", true);
        String in = input(configMap("a", "team"));
        FakeJob.Run missing = job.japply("apply", "-f", in, "-f", dir.resolve("gone.yaml").toString(), "--prune", "-l",
                "app=x", CONFIGMAPS);
        assertEquals(1, missing.code(), missing.err());
        FakeJob.Run bad = job.japply("apply", "-f", input(configMap("a", "team"),
                "apiVersion: v1\nkind: ConfigMap\nmetadata: {labels: {app: x}}\n"), "--prune", "-l", "app=x", CONFIGMAPS);
        assertEquals(1, bad.code(), bad.err());
        assertEquals(List.of(), requests("DELETE"));
        assertTrue(cluster.objects.containsKey(new ObjectRef("v1", "ConfigMap", "team", "gone")));
    }

    @Test
    void anEmptySelectionPrunesNothing() throws IOException {
        live("team", "gone", true);
        FakeJob.Run run = job.japply("apply", "-f", input(configMap("a", "team")), "--prune", "-l", "app=other", CONFIGMAPS);
        assertEquals(new FakeJob.Run(1, "", "error: no objects passed to apply\n"), run);
        assertEquals(List.of(), requests("DELETE"));
    }

    /** kubectl diff --prune needs no --all: without -l every applied object of the allowlist's kinds not in the input. */
    @Test
    void diffPruneShowsWhatApplyWouldPruneAndDeletesNothing() throws IOException {
        live("team", "gone", true);
        live("team", "made-by-hand", false);
        String in = input(configMap("a", "team"));
        FakeJob.Run diff = job.japply("diff", "-f", in, "--prune", CONFIGMAPS);
        assertEquals(1, diff.code(), diff.err());
        assertTrue(diff.out().contains("--- LIVE/v1.ConfigMap.team.gone\n+++ MERGED/v1.ConfigMap.team.gone\n"), diff.out());
        assertFalse(diff.out().contains("made-by-hand"), diff.out());
        assertEquals(List.of(), requests("DELETE"));
        assertEquals(List.of("ConfigMap team"), requests("LIST"));
    }

    @Test
    void theFlagChecksAreKubectls() throws IOException {
        String in = input(configMap("a", "team"));
        assertEquals("error: all resources selected for prune without explicitly passing --all. To prune all resources,"
                + " pass the --all flag. If you did not mean to prune all resources, specify a label selector",
                job.japply("apply", "-f", in, "--prune").err().strip());
        assertEquals("error: cannot set --all and --selector at the same time",
                job.japply("apply", "-f", in, "--prune", "--all", "-l", "app=x").err().strip());
        assertEquals("error: invalid GroupVersionKind format: ConfigMap, please follow <group/version/kind>",
                job.japply("apply", "-f", in, "--prune", "--all", "--prune-allowlist=ConfigMap").err().strip());
        assertEquals("error: --prune-allowlist is incompatible with --applyset",
                job.japply("apply", "-f", in, "-n", "team", "--prune", "--applyset=s", CONFIGMAPS).err().strip());
        assertEquals("error: --all is incompatible with --applyset",
                job.japply("apply", "-f", in, "-n", "team", "--prune", "--applyset=s", "--all").err().strip());
        assertEquals("error: --prune is in alpha and doesn't currently work on objects created by server-side apply",
                job.japply("apply", "-f", in, "--prune", "--all", "--server-side").err().strip());
        assertTrue(cluster.requests.isEmpty(), cluster.requests.toString());
    }
}
