package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import io.japply.apply.internal.prune.ApplySet;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.cluster.Cascade;
import io.japply.apply.cluster.ClusterGateway;

/** --prune --applyset: members that left the input are deleted; nothing outside the set is touched. */
class PruneTest {
    @TempDir
    Path dir;

    private final FakeJob job = new FakeJob();
    private final FakeCluster cluster = job.cluster;
    private final FakeTime time = job.time;
    private static final String ID = new ApplySet("Secret", "secrets", "app", "team").id();

    private FakeJob.Run japply(String... args) {
        return job.japply(args);
    }

    private static String configMap(String name) {
        return "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: " + name + "}\ndata: {k: v}\n";
    }

    private static final String WEB = "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec: {replicas: 1}\n";

    private String input(String... docs) throws IOException {
        return Files.writeString(dir.resolve("set.yaml"), String.join("---\n", docs)).toString();
    }

    private void put(String kind, String apiVersion, String namespace, String name, Map<String, String> labels) {
        ObjectNode o = Json.object().put("apiVersion", apiVersion).put("kind", kind);
        ObjectNode metadata = o.putObject("metadata").put("name", name).put("namespace", namespace);
        labels.forEach(metadata.putObject("labels")::put);
        cluster.objects.put(new ObjectRef(apiVersion, kind, namespace, name), o);
    }

    private boolean exists(String apiVersion, String kind, String namespace, String name) {
        return cluster.objects.containsKey(new ObjectRef(apiVersion, kind, namespace, name));
    }

    @BeforeEach
    void outsiders() {
        put("ConfigMap", "v1", "team", "unlabelled", Map.of());
        put("ConfigMap", "v1", "team", "other-set", Map.of(ApplySet.PART_OF_LABEL, "applyset-someone-else-v1"));
        put("ConfigMap", "v1", "elsewhere", "same-id-other-namespace", Map.of(ApplySet.PART_OF_LABEL, ID));
        put("Secret", "v1", "team", "same-id-unlisted-kind", Map.of(ApplySet.PART_OF_LABEL, ID));
    }

    @Test
    void theIdIsKubectls() {
        // from kubectl's own test: parent Secret my-set in namespace test
        assertEquals("applyset-0eFHV8ySqp7XoShsGvyWFQD3s96yqwHmzc4e0HR1dsY-v1", new ApplySet("Secret", "secrets", "my-set", "test").id());
    }

    @Test
    void membersThatLeaveTheInputArePrunedAndNothingElse() throws IOException {
        FakeJob.Run first = japply("-f", input(configMap("a"), configMap("b"), WEB), "--prune", "--applyset=app", "-n", "team");
        assertEquals(new FakeJob.Run(0, "configmap/a created\nconfigmap/b created\ndeployment.apps/web created\n", ""), first);
        ObjectNode parent = cluster.objects.get(new ObjectRef("v1", "Secret", "team", "app"));
        assertEquals(ID, parent.at("/metadata/labels").get(ApplySet.ID_LABEL).asText());
        ObjectNode annotations = (ObjectNode) parent.at("/metadata/annotations");
        assertEquals("ConfigMap,Deployment.apps", annotations.get(ApplySet.GROUP_KINDS).asText());
        assertEquals("", annotations.get(ApplySet.NAMESPACES).asText());
        assertEquals("japply/v0.0.0-dev", annotations.get(ApplySet.TOOLING).asText());
        assertEquals(ID, cluster.objects.get(new ObjectRef("v1", "ConfigMap", "team", "b")).at("/metadata/labels")
                .get(ApplySet.PART_OF_LABEL).asText(), "members carry the part-of label");

        FakeJob.Run dry = japply("-f", input(configMap("a")), "--prune", "--applyset=app", "-n", "team", "--dry-run=client");
        assertEquals(new FakeJob.Run(0, "configmap/a unchanged (dry run)\nconfigmap/b pruned (dry run)\n"
                + "deployment.apps/web pruned (dry run)\n", ""), dry);
        assertTrue(exists("v1", "ConfigMap", "team", "b") && exists("apps/v1", "Deployment", "team", "web"), "a dry run deletes nothing");

        FakeJob.Run second = japply("-f", input(configMap("a")), "--prune", "--applyset=app", "-n", "team");
        assertEquals(new FakeJob.Run(0, "configmap/a unchanged\nconfigmap/b pruned\ndeployment.apps/web pruned\n", ""), second);
        assertFalse(exists("v1", "ConfigMap", "team", "b") || exists("apps/v1", "Deployment", "team", "web"));
        for (String[] outsider : new String[][] {{"ConfigMap", "team", "unlabelled"}, {"ConfigMap", "team", "other-set"},
                {"ConfigMap", "elsewhere", "same-id-other-namespace"}, {"Secret", "team", "same-id-unlisted-kind"}}) {
            assertTrue(exists("v1", outsider[0], outsider[1], outsider[2]), "untouched: " + String.join("/", outsider));
        }
        assertEquals(0, cluster.requests.stream().filter(r -> r.verb().equals("DELETE"))
                .filter(r -> !r.ref().name().equals("b") && !r.ref().name().equals("web")).count());
        assertEquals("ConfigMap", cluster.objects.get(new ObjectRef("v1", "Secret", "team", "app"))
                .at("/metadata/annotations").get(ApplySet.GROUP_KINDS).asText(), "the parent narrowed to what is left");
    }

    private java.util.List<FakeCluster.Request> deletes() {
        return cluster.requests.stream().filter(r -> r.verb().equals("DELETE")).toList();
    }

    @Test
    void pruneDeletesInTheBackgroundUnlessCascadeSaysOtherwise() throws IOException {
        Map<java.util.List<String>, Cascade> cases = new java.util.LinkedHashMap<>();
        cases.put(java.util.List.of(), Cascade.BACKGROUND);
        cases.put(java.util.List.of("--cascade"), Cascade.BACKGROUND);
        cases.put(java.util.List.of("--cascade=foreground"), Cascade.FOREGROUND);
        cases.put(java.util.List.of("--cascade=orphan"), Cascade.ORPHAN);
        cases.put(java.util.List.of("--cascade=true"), Cascade.BACKGROUND);
        cases.put(java.util.List.of("--cascade=false"), Cascade.ORPHAN);
        cases.put(java.util.List.of("--cascade=background"), Cascade.BACKGROUND);
        for (var c : cases.entrySet()) {
            japply("-f", input(configMap("a"), configMap("b")), "--prune", "--applyset=app", "-n", "team");
            cluster.requests.clear();
            java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("-f", input(configMap("a")),
                    "--prune", "--applyset=app", "-n", "team"));
            args.addAll(c.getKey());
            FakeJob.Run run = japply(args.toArray(String[]::new));
            assertEquals(new FakeJob.Run(0, "configmap/a unchanged\nconfigmap/b pruned\n", ""), run, c.getKey().toString());
            assertEquals(1, deletes().size());
            assertEquals(new ClusterGateway.Deletion(c.getValue(), false), deletes().get(0).deletion(), c.getKey().toString());
        }
        FakeJob.Run bad = japply("-f", input(configMap("a")), "--prune", "--applyset=app", "-n", "team", "--cascade=all");
        assertEquals(2, bad.code(), "a flag value japply cannot use is a usage error, as --dry-run's");
        assertTrue(bad.err().startsWith("error: invalid cascade value (all). Must be \"background\", \"foreground\","
                + " or \"orphan\""), bad.err());
    }

    @Test
    void aServerDryRunAsksTheServerWithDryRunDeletesAndAClientDryRunSendsNone() throws IOException {
        japply("-f", input(configMap("a"), configMap("b")), "--prune", "--applyset=app", "-n", "team");
        cluster.requests.clear();
        FakeJob.Run server = japply("-f", input(configMap("a")), "--prune", "--applyset=app", "-n", "team",
                "--dry-run=server");
        assertEquals(new FakeJob.Run(0, "configmap/a unchanged (server dry run)\nconfigmap/b pruned (server dry run)\n", ""),
                server);
        assertEquals(java.util.List.of(new ClusterGateway.Deletion(Cascade.BACKGROUND, true)),
                deletes().stream().map(FakeCluster.Request::deletion).toList());
        assertTrue(exists("v1", "ConfigMap", "team", "b"), "a server dry run deletes nothing");
        assertTrue(cluster.requests.stream().filter(r -> r.options() != null).allMatch(FakeCluster.Request::dryRun),
                "every write of the server dry run carries dryRun");
        cluster.requests.clear();
        japply("-f", input(configMap("a")), "--prune", "--applyset=app", "-n", "team", "--dry-run=client");
        assertEquals(java.util.List.of(), cluster.requests.stream().filter(r -> !java.util.List.of("GET", "LIST")
                .contains(r.verb())).toList(), "a client dry run writes nothing");
    }

    @Test
    void nothingIsPrunedWhenAnObjectFailed() throws IOException {
        japply("-f", input(configMap("a"), configMap("b")), "--prune", "--applyset=app", "-n", "team");
        cluster.failWritesOf("c");
        FakeJob.Run run = japply("-f", input(configMap("c")), "--prune", "--applyset=app", "-n", "team");
        assertEquals(1, run.code());
        assertTrue(run.err().contains("not pruning: 1 object failed to apply"), run.err());
        assertTrue(exists("v1", "ConfigMap", "team", "a") && exists("v1", "ConfigMap", "team", "b"));
    }

    private void parentWithTooling(String tooling) {
        ObjectNode parent = (ObjectNode) Cli.parse("{\"apiVersion\":\"v1\",\"kind\":\"Secret\",\"metadata\":{\"name\":\"app\","
                + "\"namespace\":\"team\",\"labels\":{\"" + ApplySet.ID_LABEL + "\":\"" + ID + "\"},\"annotations\":{\""
                + ApplySet.TOOLING + "\":\"" + tooling + "\",\"" + ApplySet.GROUP_KINDS + "\":\"ConfigMap\"}}}");
        cluster.objects.put(new ObjectRef("v1", "Secret", "team", "app"), parent);
    }

    @Test
    void aParentOfAnotherToolOrAnotherIdIsRefusedBeforeAnythingIsApplied() throws IOException {
        parentWithTooling("helm/v3.16.0");
        FakeJob.Run run = japply("-f", input(configMap("a")), "--prune", "--applyset=app", "-n", "team");
        assertEquals(1, run.code());
        assertTrue(run.err().contains("is managed by tooling \"helm\" instead of \"japply\" (or \"kubectl\")"), run.err());
        assertFalse(exists("v1", "ConfigMap", "team", "a"));
    }

    /** kubectl's set is carried on as kubectl would: its tooling kept and written by kubectl's manager, so kubectl can follow. */
    @Test
    void aParentKubectlMadeStaysKubectls() throws IOException {
        parentWithTooling("kubectl/v1.32.4");
        put("ConfigMap", "v1", "team", "old", Map.of(ApplySet.PART_OF_LABEL, ID));
        FakeJob.Run run = japply("-f", input(configMap("a")), "--prune", "--applyset=app", "-n", "team");
        assertEquals(new FakeJob.Run(0, "configmap/a created\nconfigmap/old pruned\n", ""), run);
        ObjectNode parent = cluster.objects.get(new ObjectRef("v1", "Secret", "team", "app"));
        assertEquals("kubectl/v1.32.4", parent.at("/metadata/annotations").get(ApplySet.TOOLING).asText());
        assertTrue(cluster.requests.stream().filter(r -> r.verb().equals("PATCH") && r.ref().name().equals("app"))
                .allMatch(r -> r.options().fieldManager().equals("kubectl-applyset")), cluster.requests.toString());
    }

    @Test
    void anInputThatSetsThePartOfLabelItselfIsRefused() throws IOException {
        FakeJob.Run run = japply("-f", input("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n  labels: {"
                + ApplySet.PART_OF_LABEL + ": forged}\n"), "--prune", "--applyset=app", "-n", "team");
        assertEquals(1, run.code());
        assertTrue(run.err().contains("ApplySet label \"applyset.kubernetes.io/part-of\" already set in input data"), run.err());
    }

    /**
     * The prune deletes every member absent from the input, so a selector would make each member it
     * filters out a reason to delete: kubectl refuses the pair (exit 1, nothing sent), and so does japply.
     */
    @Test
    void aSelectorWithAnApplySetIsRefusedAsKubectlRefusesItAndNothingIsSent() throws IOException {
        japply("-f", input(configMap("a"), configMap("b")), "--prune", "--applyset=app", "-n", "team");
        cluster.requests.clear();
        String file = input("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, labels: {app: x}}\n", configMap("b"));
        FakeJob.Run refused = new FakeJob.Run(1, "", "error: --selector is incompatible with --applyset\n");
        for (String dryRun : java.util.List.of("none", "client", "server")) {
            assertEquals(refused, japply("-f", file, "--prune", "--applyset=app", "-n", "team", "-l", "app=x",
                    "--dry-run=" + dryRun), dryRun);
        }
        assertEquals(refused, japply("apply", "-f", file, "-n", "team", "--prune", "--applyset=configmaps/app",
                "--selector=app!=y", "--prune-allow-empty"));
        assertEquals(refused, japply("-f", file, "--prune", "--applyset=app", "-n", "team", "-l", "nomatch=x"));
        assertEquals(java.util.List.of(), cluster.requests, "nothing sent, not even the parent read");
        assertTrue(exists("v1", "ConfigMap", "team", "b"));
        // an empty selector selects everything (kubectl checks the flag's text): it narrows nothing
        assertEquals(new FakeJob.Run(0, "configmap/a unchanged\nconfigmap/b unchanged\n", ""),
                japply("-f", input(configMap("a"), configMap("b")), "--prune", "--applyset=app", "-n", "team", "-l", ""));
    }

    /** A document that is no object is a failure: its object never counts as "absent", nothing is pruned. */
    @Test
    void aBadDocumentPrunesNothing() throws IOException {
        japply("-f", input(configMap("a"), configMap("b"), configMap("c")), "--prune", "--applyset=app", "-n", "team");
        for (String bad : java.util.List.of("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: [b}\n",
                "apiVersion: v1\nkind: ConfigMap\nmetadata: {labels: {a: b}}\n", "kind: ConfigMap\nmetadata: {name: b}\n",
                "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: b, labels: {" + ApplySet.PART_OF_LABEL + ": x}}\n")) {
            cluster.requests.clear();
            FakeJob.Run run = japply("-f", input(configMap("a"), bad), "--prune", "--applyset=app", "-n", "team");
            assertEquals(1, run.code(), bad);
            assertEquals("configmap/a unchanged\n", run.out(), bad);
            assertTrue(run.err().contains("error: not pruning: 1 object failed to apply\n"), run.err());
            assertEquals(java.util.List.of(), deletes(), bad);
            assertTrue(exists("v1", "ConfigMap", "team", "b") && exists("v1", "ConfigMap", "team", "c"), bad);
            assertEquals("ConfigMap", cluster.objects.get(new ObjectRef("v1", "Secret", "team", "app"))
                    .at("/metadata/annotations").get(ApplySet.GROUP_KINDS).asText(), "the parent is not narrowed");
        }
    }

    /** Other ways an input could be narrowed: a path that is not there fails the run; there is no --field-selector. */
    @Test
    void aMissingPathPrunesNothingAndThereIsNoFieldSelector() throws IOException {
        String file = input(configMap("a"), configMap("b"));
        japply("-f", file, "--prune", "--applyset=app", "-n", "team");
        cluster.requests.clear();
        FakeJob.Run missing = japply("-f", Files.writeString(dir.resolve("a.yaml"), configMap("a")).toString(),
                "-f", dir.resolve("gone.yaml").toString(), "--prune", "--applyset=app", "-n", "team");
        assertEquals(1, missing.code(), missing.err());
        assertEquals(java.util.List.of(), deletes());
        assertTrue(exists("v1", "ConfigMap", "team", "b"));
        // kubectl apply has no --field-selector either ("unknown flag", exit 1)
        assertEquals(1, japply("-f", file, "--prune", "--applyset=app", "-n", "team", "--field-selector=a=b").code());
        assertEquals(java.util.List.of(), deletes());
    }

    @Test
    void flagMistakesAreUsageErrors() throws IOException {
        String file = input(configMap("a"));
        // kubectl's checks exit 1, as kubectl's
        assertEquals(1, japply("-f", file, "--applyset=app", "-n", "team").code(), "--applyset requires --prune");
        assertEquals(1, japply("-f", file, "--prune", "-n", "team").code(), "--prune needs -l, --all or --applyset");
        assertEquals(1, japply("-f", file, "--prune", "--applyset=app").code(), "a namespace is required");
        FakeJob.Run notAParentType = japply("-f", file, "--prune", "--applyset=deployments.apps/app", "-n", "team");
        assertEquals(new FakeJob.Run(1, "", "error: resource \"deployments.apps\" is not permitted as an ApplySet parent\n"),
                notAParentType);
        assertEquals(Optional.empty(), cluster.objects.keySet().stream().filter(r -> r.name().equals("a")).findAny());
    }
}
