package io.japply.it.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.server.Fault;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import io.japply.it.StoringServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A batch of objects through fabric8 against a fake server that fails: every object ends applied or
 * reported by name, nothing is applied twice, and a rerun converges.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class FaultsTest {
    private static final String DEPLOYMENTS = "/apis/apps/v1/namespaces/default/deployments/";

    @TempDir
    Path tmp;

    @RegisterExtension
    final StoringServer cluster = StoringServer.serving(
            new FakeApiServer.Served("apps/v1", "deployments", "Deployment", true)).withNamespaces("default");
    private Path manifests;

    @BeforeEach
    void start() throws Exception {
        manifests = Files.createDirectories(tmp.resolve("m"));
        for (String name : List.of("a", "b", "c")) {
            deployment(name, "app:1");
        }
    }

    private void deployment(String name, String image) throws Exception {
        Files.writeString(manifests.resolve(name + ".yaml"), "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: "
                + name + "\nspec:\n  template:\n    spec:\n      containers:\n      - {name: app, image: '" + image + "'}\n");
    }

    private JapplyRun japply(String... args) {
        return JapplyRun.of(cluster.kubeconfig(), args);
    }

    private String image(String name) {
        return cluster.store().get(DEPLOYMENTS + name).at("/spec/template/spec/containers/0/image").asText();
    }

    private long requests(String method, String name) {
        return cluster.server().requests().stream()
                .filter(r -> r.getMethod().getName().equals(method) && r.getUrl().split("\\?")[0].endsWith("/" + name))
                .count();
    }

    private List<Integer> statuses(String method, String name) {
        return cluster.server().exchanges().stream().filter(e -> e.method().equals(method) && e.path().endsWith("/" + name))
                .map(FakeApiServer.Exchange::status).toList();
    }

    private static List<Integer> sorted(List<Integer> statuses) {
        return statuses.stream().sorted().toList();
    }

    /** a and b are new, c exists with another image: a GET, a POST and a PATCH each meet the fault once. */
    private void faultOnEveryMethod(java.util.function.BiFunction<String, String, Fault> fault) throws Exception {
        deployment("c", "app:0");
        assertEquals(0, japply("-f", manifests.resolve("c.yaml").toString()).code());
        deployment("c", "app:1");
        cluster.server().resetRequests();
        cluster.store().inject(fault.apply("GET", DEPLOYMENTS + "a"));
        cluster.store().inject(fault.apply("POST", "/deployments"));
        cluster.store().inject(fault.apply("PATCH", DEPLOYMENTS + "c"));
    }

    @Test
    void transientServerErrorsAndADroppedConnectionAreRetried() throws Exception {
        cluster.store().inject(Fault.status("GET", DEPLOYMENTS + "a", 503, 2));
        cluster.store().inject(Fault.drop("GET", DEPLOYMENTS + "b", 1));
        JapplyRun run = japply("-f", manifests.toString());
        assertEquals(new JapplyRun(0, "deployment.apps/a created\ndeployment.apps/b created\ndeployment.apps/c created\n", ""), run);
        assertEquals(3, requests("GET", "a"), "two 503s, then the answer");
    }

    /** A dropped connection (reset before the request is served) on a GET, a POST and a PATCH: each sent again once. */
    @Test
    void aDroppedConnectionIsRetriedForReadsAndWrites() throws Exception {
        faultOnEveryMethod((method, path) -> Fault.drop(method, path, 1));
        JapplyRun run = japply("-f", manifests.toString());
        assertEquals(0, run.code(), run.err());
        assertEquals(List.of(0, 404), statuses("GET", "a"), "dropped, then read again");
        assertEquals(List.of(0, 201, 201), sorted(statuses("POST", "deployments")), "a or b dropped, then both created");
        assertEquals(List.of(0, 200), statuses("PATCH", "c"), "dropped, then patched");
        assertEquals("app:1", image("c"));
    }

    /**
     * The server does the request but the answer is cut off mid-body: the read is sent again, the
     * create again (it meets 409 AlreadyExists, so the object is read and patched), the locked PATCH
     * again (it meets 409, so it is recomputed against the object it made: nothing left to send).
     */
    @Test
    void anAnswerCutOffMidBodyIsRetriedAndNothingLandsTwice() throws Exception {
        faultOnEveryMethod((method, path) -> Fault.cut(method, path, 1));
        JapplyRun run = japply("-f", manifests.toString());
        assertEquals(0, run.code(), run.err());
        // each write landed, whatever became of its answer: told as what it did, never "unchanged"
        assertEquals(new JapplyRun(0, "deployment.apps/a created\ndeployment.apps/b created\n"
                + "deployment.apps/c configured\n", ""), run);
        assertEquals(404, statuses("GET", "a").get(statuses("GET", "a").size() - 1));
        assertEquals(List.of(201, 201, 409), sorted(statuses("POST", "deployments")),
                "a and b created, one answer cut, its retry AlreadyExists");
        assertEquals(List.of(200, 409), statuses("PATCH", "c"), "patched, answer cut, the same resourceVersion refused");
        assertEquals("app:1", image("b"));
        assertEquals("app:1", image("c"));
        JapplyRun again = japply("-f", manifests.toString());
        assertEquals(new JapplyRun(0, "deployment.apps/a unchanged\ndeployment.apps/b unchanged\n"
                + "deployment.apps/c unchanged\n", ""), again);
    }

    @Test
    void aServerThatKeepsFailingFailsThatObjectOnlyAndARerunConverges() throws Exception {
        cluster.store().inject(Fault.status("POST", "/deployments", 500, Fault.ALWAYS));
        cluster.store().inject(Fault.status("GET", DEPLOYMENTS + "b", 503, Fault.ALWAYS));
        JapplyRun run = japply("-f", manifests.toString());
        assertEquals(1, run.code());
        // the GET refused, in kubectl's words: the server's frame, what was read, from which file
        assertTrue(run.err().contains("Error from server (ServiceUnavailable): error when retrieving current configuration of:\n"
                + "Resource: \"apps/v1, Resource=deployments\", GroupVersionKind: \"apps/v1, Kind=Deployment\"\n"), run.err());
        assertTrue(run.err().contains("b.yaml\": injected 503"), run.err());
        assertTrue(run.err().contains("a.yaml\": Error from server (InternalError): injected 500"), run.err());
        assertTrue(run.err().contains("3 of 3 objects failed"), run.err());
        assertFalse(run.err().contains("Exception"), "no stack trace: " + run.err());
        assertEquals(4, requests("GET", "b"), "the first try and 3 retries, then it gives up");

        cluster.store().clearFaults();
        JapplyRun rerun = japply("-f", manifests.toString());
        assertEquals(0, rerun.code(), rerun.err());
        assertEquals(3, cluster.store().all().keySet().stream().filter(p -> p.startsWith(DEPLOYMENTS)).count());
    }

    /**
     * The API server restarts amid a batch (a proxy that cuts its connections and refuses new ones for
     * 2 s): a refused connection sent nothing, so every request is tried again within its deadline, a
     * cut one as far as it is safe to repeat, and no object fails.
     */
    @Test
    void aServerRestartingForAFewSecondsFailsNoObject() throws Exception {
        Path many = Files.createDirectories(tmp.resolve("many"));
        int count = 60;
        for (int i = 0; i < count; i++) {
            Files.writeString(many.resolve("d" + i + ".yaml"), "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: d"
                    + i + "\nspec:\n  template:\n    spec:\n      containers:\n      - {name: app, image: 'app:1'}\n");
        }
        cluster.store().latency(Duration.ofMillis(60)); // the batch takes a few seconds, the restart lands amid it
        try (io.japply.it.server.RestartingProxy proxy = new io.japply.it.server.RestartingProxy(cluster.server().url())) {
            java.util.concurrent.CompletableFuture<Long> restartedAt = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
                try {
                    while (deployments() < 10) {
                        Thread.sleep(5);
                    }
                    long at = deployments();
                    proxy.restart(Duration.ofSeconds(2));
                    return at;
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            Path viaProxy = Files.createDirectories(tmp.resolve("proxy"));
            JapplyRun run = JapplyRun.of(io.japply.it.FakeApiServer.writeKubeconfig(viaProxy, proxy.url()),
                    "-f", many.toString());
            long before = restartedAt.get(30, java.util.concurrent.TimeUnit.SECONDS);
            assertTrue(before < count, "the restart came amid the batch, after " + before + " objects");
            assertEquals(0, run.code(), run.err());
            assertEquals("", run.err());
            // a create whose answer the restart cut is sent again, meets AlreadyExists, and the object is read and patched
            List<String> others = run.out().lines().filter(l -> !l.endsWith(" created")).toList();
            assertTrue(others.stream().allMatch(l -> l.endsWith(" configured") || l.endsWith(" unchanged")), others::toString);
            assertEquals(count, run.out().lines().count(), run.out());
            assertEquals(count, deployments());
        }
    }

    private long deployments() {
        return cluster.store().all().keySet().stream().filter(p -> p.startsWith(DEPLOYMENTS)).count();
    }

    @Test
    void aDroppedConnectionThatPersistsIsReportedAsUnreachable() throws Exception {
        cluster.store().inject(Fault.drop("GET", DEPLOYMENTS + "c", Fault.ALWAYS));
        JapplyRun run = japply("-f", manifests.toString());
        assertEquals(1, run.code());
        assertTrue(run.out().contains("deployment.apps/a created"), run.out());
        assertTrue(run.err().contains("c.yaml\": cannot reach the server: GET http://127.0.0.1:"), run.err());
        assertTrue(run.err().contains(DEPLOYMENTS + "c: the connection was reset"), run.err());
        assertFalse(run.err().contains("Exception:"), run.err());
    }

    @Test
    void aSlowAnswerPastTheRequestTimeoutFailsThatObjectWithAClearMessage() throws Exception {
        // 2 s: the other objects' requests must fit even on a loaded machine; each gets one deadline, no second one
        cluster.store().inject(Fault.slow("GET", DEPLOYMENTS + "b", Duration.ofSeconds(6), Fault.ALWAYS));
        JapplyRun run = japply("-f", manifests.toString(), "--request-timeout=2s");
        assertEquals(1, run.code());
        assertTrue(run.out().contains("deployment.apps/a created") && run.out().contains("deployment.apps/c created"),
                run.out());
        assertTrue(run.err().contains("b.yaml\": no answer from the server within 2s"), run.err());

        JapplyRun wrong = japply("-f", manifests.toString(), "--request-timeout=soon");
        assertEquals(2, wrong.code(), wrong.err());
        assertTrue(wrong.err().startsWith("error: invalid --request-timeout 'soon'"), wrong.err());
    }

    /**
     * The PATCH lands but its answer is lost (cut off): the client sends it again with the same
     * resourceVersion, the server refuses it with 409, and the object is read again and the patch
     * recomputed, to nothing: the change is not applied twice and no third PATCH is sent.
     */
    @Test
    void aPatchWhoseAnswerIsLostIsNotAppliedTwice() throws Exception {
        japply("-f", manifests.toString());
        deployment("a", "app:2");
        cluster.store().inject(Fault.cut("PATCH", DEPLOYMENTS + "a", 1));
        cluster.server().resetRequests();
        JapplyRun run = japply("-f", manifests.resolve("a.yaml").toString());
        assertEquals(new JapplyRun(0, "deployment.apps/a configured\n", ""), run,
                "recognised by its last-applied configuration as the object this run wrote");
        assertEquals(List.of(200, 409), statuses("PATCH", "a"), "the retry meets 409 and is not sent a third time");
        List<FakeApiServer.Exchange> onA = cluster.server().exchanges().stream().filter(e -> e.path().endsWith("/a")).toList();
        assertEquals(new FakeApiServer.Exchange("GET", DEPLOYMENTS + "a", 200), onA.get(onA.size() - 1),
                "after the 409 the object is read again to recompute the patch: " + onA);
        assertEquals("app:2", image("a"));
        JapplyRun again = japply("-f", manifests.resolve("a.yaml").toString());
        assertEquals(new JapplyRun(0, "deployment.apps/a unchanged\n", ""), again);
    }

    /**
     * Every answer to the PATCH is cut, each after the server applied it: when the tries run out the write
     * may well have landed (here it did), so the message says so, not that the server cannot be reached.
     */
    @Test
    void aWriteWhoseAnswersAreAllLostMayHaveBeenAppliedAndSaysSo() throws Exception {
        japply("-f", manifests.toString());
        deployment("a", "app:2");
        cluster.store().inject(Fault.cut("PATCH", DEPLOYMENTS + "a", Fault.ALWAYS));
        JapplyRun run = japply("-f", manifests.resolve("a.yaml").toString());
        assertEquals(1, run.code());
        assertTrue(run.err().contains("a.yaml\": no answer to PATCH http://127.0.0.1:"), run.err());
        assertTrue(run.err().contains(DEPLOYMENTS + "a: the answer was cut off"), run.err());
        assertTrue(run.err().contains("; it may have been applied; re-run to converge"), run.err());
        assertFalse(run.err().contains("cannot reach the server"), run.err());
        assertEquals("app:2", image("a"), "it was");
        cluster.store().clearFaults();
        assertEquals(new JapplyRun(0, "deployment.apps/a unchanged\n", ""), japply("-f", manifests.resolve("a.yaml").toString()),
                "re-run, it converges");
    }

    /** A create refused at once (nothing was sent) and a read: no write may have landed, and none is said to have. */
    @Test
    void aReadThatCannotBeAnsweredSaysNothingOfWrites() throws Exception {
        cluster.store().inject(Fault.drop("GET", DEPLOYMENTS + "a", Fault.ALWAYS));
        JapplyRun run = japply("-f", manifests.resolve("a.yaml").toString());
        assertEquals(1, run.code());
        assertTrue(run.err().contains("cannot reach the server: GET"), run.err());
        assertFalse(run.err().contains("may have been applied"), run.err());
    }
}
