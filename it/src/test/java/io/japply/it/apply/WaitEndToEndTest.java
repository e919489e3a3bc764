package io.japply.it.apply;

import static io.japply.it.apply.WaitStatuses.DEPLOYMENTS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.server.Controllers;
import io.japply.it.server.ObjectStore;
import io.japply.threeway.json.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * apply --wait-ready through fabric8 against the fake server, whose controllers move status along after
 * japply creates the objects: the verdict, what is printed, and the LIST and WATCH requests made.
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class WaitEndToEndTest {
    @TempDir
    Path tmp;

    private final ObjectStore store = new ObjectStore();
    private final Controllers controllers = new Controllers(store);
    private FakeApiServer server;
    private Path kubeconfig;

    @BeforeEach
    void start() throws Exception {
        server = new FakeApiServer(store).start().serving(List.of(
                new FakeApiServer.Served("v1", "pods", "Pod", true),
                new FakeApiServer.Served("v1", "namespaces", "Namespace", false),
                new FakeApiServer.Served("apps/v1", "deployments", "Deployment", true),
                new FakeApiServer.Served("stable.example.com/v1", "widgets", "Widget", true))).storing();
        store.namespace("default");
        kubeconfig = server.writeKubeconfig(tmp);
    }

    @AfterEach
    void stop() {
        controllers.close();
        server.close();
    }

    private JapplyRun japply(String manifest, String... flags) throws Exception {
        Path file = Files.writeString(tmp.resolve("app.yaml"), manifest);
        String[] args = java.util.stream.Stream.concat(java.util.stream.Stream.of("apply", "-f", file.toString(), "--wait-ready"),
                java.util.stream.Stream.of(flags)).toArray(String[]::new);
        return JapplyRun.of(kubeconfig, args);
    }

    @Test
    void readyOnceTheControllerHasRolledOutWithOneListAndWatchNoGetLoop() throws Exception {
        controllers.then(DEPLOYMENTS + "/web", Duration.ofMillis(300), WaitStatuses.rollout(1, 0))
                .then(DEPLOYMENTS + "/web", Duration.ofSeconds(1), WaitStatuses.rollout(3, 0)).start();

        JapplyRun run = japply(WaitStatuses.DEPLOYMENT, "--wait-ready-timeout", "1m");

        assertEquals(0, run.code(), run.err());
        assertEquals("deployment.apps/web created\n", run.out());
        assertTrue(run.err().matches("deployment\\.apps/web ready after \\d+(ms|s)\n1 object ready after \\d+(ms|s)\n"),
                run.err());
        List<LoggedRequest> reads = server.requests().stream().filter(r -> r.getMethod().getName().equals("GET"))
                .filter(r -> r.getUrl().startsWith(DEPLOYMENTS)).toList();
        assertEquals(DEPLOYMENTS + "/web", reads.get(0).getUrl(), "apply's own GET");
        assertEquals(DEPLOYMENTS, reads.get(1).getUrl(), "then one LIST of the kind in the namespace");
        assertTrue(reads.stream().skip(2).allMatch(r -> r.getUrl().startsWith(DEPLOYMENTS + "?")
                && r.queryParameter("watch").containsValue("true")
                && r.queryParameter("allowWatchBookmarks").containsValue("true")
                && !r.queryParameter("resourceVersion").firstValue().isEmpty()), () -> "then only WATCHes: "
                + reads.stream().map(LoggedRequest::getUrl).toList());
        assertTrue(reads.size() >= 3, "at least one WATCH");
    }

    @Test
    void neverReadyTimesOutNamingWhatItWaitsFor() throws Exception {
        controllers.then(DEPLOYMENTS + "/web", Duration.ofMillis(100), WaitStatuses.rollout(1, 2)).start();

        JapplyRun run = japply(WaitStatuses.DEPLOYMENT, "--wait-ready-timeout", "3s");

        assertEquals(4, run.code(), run.err());
        assertTrue(run.err().endsWith("error: timed out after 3s waiting for 1 of 1 objects to be ready:\n"
                + "  deployment.apps/web InProgress: 1 of 3 replicas updated\n"), run.err());
    }

    @Test
    void progressDeadlineExceededEndsTheWaitEarly() throws Exception {
        controllers.then(DEPLOYMENTS + "/web", Duration.ofMillis(200), WaitStatuses.rollout(1, 0))
                .then(DEPLOYMENTS + "/web", Duration.ofMillis(500), WaitStatuses.deadlineExceeded()).start();

        JapplyRun run = japply(WaitStatuses.DEPLOYMENT, "--wait-ready-timeout", "10m", "--summary=json");

        assertEquals(4, run.code(), run.err());
        String failed = "deployment.apps/web Failed: ProgressDeadlineExceeded: ReplicaSet web-5d8f has timed out progressing.";
        assertTrue(run.err().endsWith(failed + "\nerror: " + failed + "\n"), run.err());
        JsonNode summary = Json.parse(run.out());
        assertEquals("failed", summary.at("/wait/result").asText());
        assertEquals("Failed", summary.at("/objects/0/status").asText());
        assertTrue(summary.at("/wait/waitedMs").asLong() < Duration.ofMinutes(10).toMillis(), "ended before the timeout");
    }

    @Test
    void aCrashLoopingPodFailsWithTheContainersReason() throws Exception {
        controllers.then("/api/v1/namespaces/default/pods/worker", Duration.ofMillis(300), WaitStatuses.crashLooping()).start();

        JapplyRun run = japply(WaitStatuses.POD, "--wait-ready-timeout", "10m");

        assertEquals(4, run.code(), run.err());
        List<String> lines = run.err().lines().toList();
        assertTrue(lines.get(lines.size() - 1).startsWith("error: pod/worker Failed: ")
                && lines.get(lines.size() - 1).contains("CrashLoopBackOff"), run.err());
    }

    @Test
    void aCustomResourceReadyFalseThenTrue() throws Exception {
        String path = "/apis/stable.example.com/v1/namespaces/default/widgets/bucket";
        controllers.then(path, Duration.ofMillis(100), WaitStatuses.ready(false))
                .then(path, Duration.ofSeconds(1), WaitStatuses.ready(true)).start();

        JapplyRun run = japply(WaitStatuses.WIDGET, "--wait-ready-timeout", "1m", "--summary=json");

        assertEquals(0, run.code(), run.err());
        JsonNode summary = Json.parse(run.out());
        assertEquals("Current", summary.at("/objects/0/status").asText());
        assertTrue(summary.at("/objects/0/readyAfterMs").isIntegralNumber());
        assertEquals("ready", summary.at("/wait/result").asText());
    }

    /** Someone deletes the object during the wait: the watch's DELETED event says so, as a real server sends it. */
    @Test
    void anObjectDeletedDuringTheWaitIsReportedDeleted() throws Exception {
        controllers.then(DEPLOYMENTS + "/web", Duration.ofMillis(100), WaitStatuses.rollout(1, 2))
                .thenDeleted(DEPLOYMENTS + "/web", Duration.ofMillis(200)).start();

        JapplyRun run = japply(WaitStatuses.DEPLOYMENT, "--wait-ready-timeout", "6s");

        assertEquals(4, run.code(), run.err());
        assertTrue(run.err().matches("(?s).*error: timed out after \\d+s waiting for 1 of 1 objects to be ready:\n"
                + "  deployment.apps/web NotFound: deleted\n"), run.err());
    }

    /**
     * The server compacts its history during the wait: the watch from the old resourceVersion meets
     * 410 Gone (an ERROR event, as the API server sends it), and japply lists again and watches on.
     */
    @Test
    void aWatchThatMeets410GoneListsAgainAndWaitsOn() throws Exception {
        controllers.then(DEPLOYMENTS + "/web", Duration.ofMillis(300), WaitStatuses.rollout(1, 0))
                .thenCompacted(DEPLOYMENTS + "/web", Duration.ofMillis(300))
                .then(DEPLOYMENTS + "/web", Duration.ofMillis(700), WaitStatuses.rollout(3, 0)).start();

        JapplyRun run = japply(WaitStatuses.DEPLOYMENT, "--wait-ready-timeout", "30s");

        assertEquals(0, run.code(), run.err());
        long lists = server.requests().stream().filter(r -> r.getMethod().getName().equals("GET"))
                .filter(r -> r.getUrl().equals(DEPLOYMENTS)).count();
        assertEquals(2, lists, "the first LIST, and one after 410 Gone");
    }

    /** No retry grants a permission: a 403 on the kind's LIST ends the wait at once, naming the verb and the kind. */
    @Test
    void aForbiddenListEndsTheWaitAtOnceNamingTheVerbAndTheKind() throws Exception {
        store.inject(io.japply.it.server.Fault.statusExactly("GET", DEPLOYMENTS, 403, io.japply.it.server.Fault.ALWAYS));
        long start = System.nanoTime();

        JapplyRun run = japply(WaitStatuses.DEPLOYMENT, "--wait-ready-timeout", "1m");

        assertTrue(Duration.ofNanos(System.nanoTime() - start).compareTo(Duration.ofSeconds(30)) < 0, "not retried until the timeout");
        assertEquals(4, run.code(), run.err());
        assertTrue(run.err().contains("error: cannot wait for 1 of 1 objects to be ready: the server refused to let them be read:\n"
                + "  deployment.apps/web Unknown: cannot list Deployment (apps/v1) in namespace default: HTTP 403: "
                + "injected 403: the user may not do this (RBAC)\n"), run.err());
    }

    /** --wait-ready-timeout 0 checks once: the message says so, and how long the check took, rather than "timed out after 653ms". */
    @Test
    void aZeroTimeoutChecksOnce() throws Exception {
        JapplyRun run = japply(WaitStatuses.DEPLOYMENT, "--wait-ready-timeout", "0");

        assertEquals(4, run.code(), run.err());
        assertTrue(run.err().matches("(?s).*error: 1 of 1 objects not ready when checked once \\(--wait-ready-timeout 0 does not wait;"
                + " the check took \\d+(ms|s)\\):\n  deployment.apps/web InProgress: .*"), run.err());
    }
}
