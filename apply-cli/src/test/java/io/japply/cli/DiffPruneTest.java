package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.internal.prune.ApplySet;
import io.japply.threeway.json.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * diff --prune --applyset: the members apply --prune would delete are shown as removed, in every
 * output format and in the count line; the parent is read and never written, nothing is deleted, and
 * nothing outside the set is shown.
 */
@Timeout(60)
class DiffPruneTest {
    @TempDir
    Path dir;

    private final FakeJob job = new FakeJob();
    private final FakeCluster cluster = job.cluster;
    private static final String ID = new ApplySet("Secret", "secrets", "app", "team").id();
    private static final String WEB = "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec: {replicas: 1}\n";
    private static final String SECRET = "apiVersion: v1\nkind: Secret\nmetadata: {name: s}\ndata: {password: aHVudGVyMg==}\n";

    private static String configMap(String name) {
        return "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: " + name + "}\ndata: {k: v}\n";
    }

    private String input(String name, String... docs) throws IOException {
        return Files.writeString(dir.resolve(name + ".yaml"), String.join("---\n", docs)).toString();
    }

    private FakeJob.Run diff(String file, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("diff", "-f", file, "-n", "team", "--prune", "--applyset=app",
                "--counts"));
        args.addAll(List.of(more));
        return job.japply(args.toArray(String[]::new));
    }

    private void put(String kind, String namespace, String name, Map<String, String> labels) {
        ObjectNode o = Json.object().put("apiVersion", "v1").put("kind", kind);
        ObjectNode metadata = o.putObject("metadata").put("name", name).put("namespace", namespace);
        labels.forEach(metadata.putObject("labels")::put);
        cluster.objects.put(new ObjectRef("v1", kind, namespace, name), o);
    }

    /** a, b, web and the Secret s applied as the set; outsiders beside them that no prune may touch. */
    @BeforeEach
    void appliedSet() throws IOException {
        FakeJob.Run applied = job.japply("-f", input("all", configMap("a"), configMap("b"), WEB, SECRET),
                "-n", "team", "--prune", "--applyset=app");
        assertEquals(0, applied.code(), applied.err());
        put("ConfigMap", "team", "unlabelled", Map.of());
        put("ConfigMap", "team", "other-set", Map.of(ApplySet.PART_OF_LABEL, "applyset-someone-else-v1"));
        put("ConfigMap", "elsewhere", "same-id-other-namespace", Map.of(ApplySet.PART_OF_LABEL, ID));
        cluster.requests.clear();
    }

    /** Every write a server dry run, no DELETE at all, the parent only read. */
    private void nothingWritten() {
        for (FakeCluster.Request r : cluster.requests) {
            assertFalse(r.verb().equals("DELETE"), "no DELETE, not even a dry run: " + r);
            if (!r.verb().equals("GET") && !r.verb().equals("LIST")) {
                assertTrue(r.dryRun(), "a dry run: " + r);
                assertFalse(r.ref().name() != null && r.ref().name().equals("app"), "the parent is never written: " + r);
            }
        }
    }

    @Test
    void membersThatLeftTheInputAreShownRemovedAndNothingIsWritten() throws IOException {
        FakeJob.Run run = diff(input("a", configMap("a")));
        assertEquals(1, run.code(), run.err());
        assertTrue(run.out().contains("diff -u -N LIVE/v1.ConfigMap.team.b MERGED/v1.ConfigMap.team.b\n"
                + "--- LIVE/v1.ConfigMap.team.b\n+++ MERGED/v1.ConfigMap.team.b\n@@ -1,"), run.out());
        assertTrue(run.out().contains("diff -u -N LIVE/apps.v1.Deployment.team.web MERGED/apps.v1.Deployment.team.web\n"),
                run.out());
        assertTrue(run.out().contains("diff -u -N LIVE/v1.Secret.team.s MERGED/v1.Secret.team.s\n"), run.out());
        assertTrue(run.out().contains("-  password: '***'\n") || run.out().contains("-  password: \"***\"\n"),
                "the Secret masked: " + run.out());
        assertFalse(run.out().contains("aHVudGVyMg=="), run.out());
        for (String outsider : List.of("unlabelled", "other-set", "same-id-other-namespace", "LIVE/v1.ConfigMap.team.a")) {
            assertFalse(run.out().contains(outsider), outsider + " is not shown: " + run.out());
        }
        assertTrue(run.out().lines().filter(l -> l.startsWith("@@")).allMatch(l -> l.endsWith(" +0,0 @@")), run.out());
        assertTrue(run.out().lines().filter(l -> !l.startsWith("diff ") && !l.startsWith("---") && !l.startsWith("+++")
                && !l.startsWith("@@")).allMatch(l -> l.startsWith("-")), "every line removed: " + run.out());
        assertEquals("0 objects changed, 0 to create, 1 unchanged, 3 to delete\n", run.err());
        nothingWritten();
        assertTrue(cluster.objects.containsKey(new ObjectRef("v1", "ConfigMap", "team", "b")));
    }

    @Test
    void jsonHasAnEntryWithThePruneActionAndMarkdownARowAndACount() throws IOException {
        String a = input("a", configMap("a"), WEB, SECRET);
        FakeJob.Run json = diff(a, "-o", "json");
        assertEquals(1, json.code(), json.err());
        JsonNode document = Json.parse(json.out());
        assertEquals(1, document.at("/counts/prune").asInt(), json.out());
        JsonNode b = document.at("/objects/3");
        assertEquals("prune", b.path("action").asText(), json.out());
        assertEquals(List.of("v1", "ConfigMap", "team", "b"), List.of(b.path("apiVersion").asText(), b.path("kind").asText(),
                b.path("namespace").asText(), b.path("name").asText()));

        FakeJob.Run markdown = diff(a, "-o", "markdown");
        assertEquals(1, markdown.code(), markdown.err());
        assertTrue(markdown.out().startsWith("### japply diff: 0 objects changed, 0 to create, 3 unchanged, 1 to delete\n"),
                markdown.out());
        assertTrue(markdown.out().contains("| prune | 1 |\n"), markdown.out());
        assertTrue(markdown.out().contains("| `configmap/b` | `team` | prune | +0 -"), markdown.out());
        assertEquals("0 objects changed, 0 to create, 3 unchanged, 1 to delete\n", markdown.err());
        nothingWritten();
    }

    @Test
    void nothingToPruneExitsZeroAndSaysSo() throws IOException {
        FakeJob.Run run = diff(input("all2", configMap("a"), configMap("b"), WEB, SECRET));
        assertEquals(new FakeJob.Run(0, "", "0 objects changed, 0 to create, 4 unchanged, 0 to delete\n"), run);
    }

    @Test
    void anEmptyInputIsRefusedUnlessAllowedAndThenEveryMemberIsShown() throws IOException {
        String empty = input("empty", "");
        FakeJob.Run refused = diff(empty);
        assertEquals(new FakeJob.Run(2, "", "error: no objects passed to diff\n"), refused);
        assertEquals(List.of(), cluster.requests, "nothing asked, not even the parent");
        FakeJob.Run allowed = diff(empty, "--prune-allow-empty");
        assertEquals(1, allowed.code(), allowed.err());
        assertEquals("0 objects changed, 0 to create, 0 unchanged, 4 to delete\n", allowed.err());
    }

    @Test
    void theFlagsFollowApplysRules() throws IOException {
        String a = input("a", configMap("a"));
        FakeJob.Run noSet = job.japply("diff", "-f", a, "-n", "team", "--prune", "--prune-allowlist=ConfigMap");
        assertTrue(noSet.err().contains("error: invalid GroupVersionKind format: ConfigMap, please follow <group/version/kind>"),
                noSet.err());
        FakeJob.Run noPrune = job.japply("diff", "-f", a, "-n", "team", "--applyset=app");
        assertTrue(noPrune.err().contains("--applyset requires --prune"), noPrune.err());
        FakeJob.Run noNamespace = job.japply("diff", "-f", a, "--prune", "--applyset=app");
        assertTrue(noNamespace.err().contains("namespace is required"), noNamespace.err());
        assertTrue(noSet.code() > 1 && noPrune.code() > 1 && noNamespace.code() > 1);
    }

    @Test
    void aParentOfAnotherToolIsRefusedAsApplyRefusesIt() throws IOException {
        ObjectNode parent = cluster.objects.get(new ObjectRef("v1", "Secret", "team", "app"));
        parent.withObject("/metadata/annotations").put(ApplySet.TOOLING, "helm/v3.16.0");
        FakeJob.Run run = diff(input("a", configMap("a")));
        assertEquals(2, run.code());
        assertEquals("error: ApplySet parent secrets/app in namespace team already exists and is managed by tooling"
                + " \"helm\" instead of \"japply\" (or \"kubectl\")\n", run.err());
        assertTrue(cluster.requests.stream().allMatch(r -> r.verb().equals("GET")), "only the parent read: " + cluster.requests);
    }

    @Test
    void withAFailedObjectNothingIsShownPrunedAsApplyWouldNotPrune() throws IOException {
        FakeJob.Run run = diff(input("bad", configMap("a"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {}\n"));
        assertEquals(2, run.code());
        assertTrue(run.err().contains("error: not pruning: 1 object failed, and apply prunes only when every object applies"),
                run.err());
        assertFalse(run.out().contains("MERGED/v1.ConfigMap.team.b"), run.out());
    }

    /** apply --prune --dry-run --diff: the members it would prune diffed and named, as apply's dry run names them. */
    @Test
    void applyWithDiffShowsAndNamesWhatItWouldPrune() throws IOException {
        String a = input("a", configMap("a"));
        for (String mode : List.of("server", "client")) {
            cluster.requests.clear();
            FakeJob.Run run = job.japply("apply", "-f", a, "-n", "team", "--prune", "--applyset=app", "--dry-run=" + mode,
                    "--diff");
            assertEquals(0, run.code(), run.err());
            assertTrue(run.out().contains("--- LIVE/v1.ConfigMap.team.b\n+++ MERGED/v1.ConfigMap.team.b\n@@ -1,"), run.out());
            String suffix = mode.equals("server") ? " (server dry run)" : " (dry run)";
            assertTrue(run.out().endsWith("configmap/a unchanged" + suffix + "\nconfigmap/b pruned" + suffix
                    + "\ndeployment.apps/web pruned" + suffix + "\nsecret/s pruned" + suffix + "\n"), run.out());
            nothingWritten();
        }
        FakeJob.Run noSet = job.japply("apply", "-f", a, "-n", "team", "--prune", "--dry-run=server", "--diff");
        assertTrue(noSet.err().contains("error: all resources selected for prune without explicitly passing --all."), noSet.err());
    }

    /** No cluster: the saved objects labelled part of the set and not in the input are the ones shown removed. */
    @Test
    void savedObjectsCarryingTheLabelAreShownPrunedWithLive() throws IOException {
        Path saved = Files.createDirectories(dir.resolve("live"));
        for (Map.Entry<ObjectRef, ObjectNode> o : cluster.objects.entrySet()) {
            Files.writeString(saved.resolve(o.getKey().kind() + "." + o.getKey().namespace() + "." + o.getKey().name()
                    + ".json"), o.getValue().toString());
        }
        String live = saved.toString();
        job.cluster.requests.clear();
        FakeJob.Run run = diff(input("a", configMap("a")), "--live", live);
        assertEquals(1, run.code(), run.err());
        assertTrue(run.out().contains("--- LIVE/v1.ConfigMap.team.b\n"), run.out());
        assertTrue(run.out().contains("--- LIVE/v1.Secret.team.s\n"), run.out());
        assertFalse(run.out().contains("aHVudGVyMg=="), run.out());
        assertFalse(run.out().contains("other-set") || run.out().contains("unlabelled"), run.out());
        // the saved parent narrows the members as apply's listing does: not in a namespace it does not list
        assertFalse(run.out().contains("same-id-other-namespace"), run.out());
        assertEquals("0 objects changed, 0 to create, 1 unchanged, 3 to delete\n", run.err());
        assertEquals(List.of(), job.cluster.requests, "no cluster asked");
    }
}
