package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.apply.internal.status.SimulatedCluster;
import io.japply.apply.internal.status.StatusObjects;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** apply --wait-ready through the run seam: a simulated cluster moves status on a script, its clock is the wait's. */
class WaitTest {
    @TempDir
    Path dir;

    private final FakeCluster cluster = new FakeCluster();
    private final SimulatedCluster controllers = new SimulatedCluster();

    WaitTest() {
        cluster.statusSource = controllers;
    }

    private Cli.Result japply(boolean terminal, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Japply(flags -> cluster, d -> { }).waitClock(controllers)
                .withEnvironment(new Environment(Map.of(), false, terminal))
                .run(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), args);
        return new Cli.Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private Cli.Result japply(String... args) {
        return japply(false, args);
    }

    private String manifests() throws IOException {
        return Files.writeString(dir.resolve("app.yaml"), "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\n"
                + "spec: {replicas: 3}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings}\ndata: {a: b}\n")
                .toString();
    }

    private String widget() throws IOException {
        return Files.writeString(dir.resolve("widget.yaml"),
                "apiVersion: stable.example.com/v1\nkind: Widget\nmetadata: {name: bucket}\nspec: {size: 1}\n").toString();
    }

    /** kubectl's --wait and --timeout (issue 35): accepted, and as in kubectl's apply nothing is waited for or read. */
    @Test
    void kubectlsWaitAndTimeoutWaitForNothing() throws IOException {
        controllers.at(Duration.ZERO, StatusObjects.deployment("default", "web", 0));
        for (List<String> flags : List.of(List.of("--wait"), List.of("--wait=true", "--timeout=10m"), List.of("--wait=false"),
                List.of("--timeout", "30s"))) {
            List<String> args = new java.util.ArrayList<>(List.of("apply", "-f", manifests()));
            args.addAll(flags);
            Cli.Result run = japply(args.toArray(String[]::new));
            assertEquals(0, run.code(), flags + ": " + run.err());
            assertEquals("", run.err(), flags.toString());
        }
        assertEquals(List.of(), controllers.requests(), "no status read");
    }

    @Test
    void readyAfterTheRolloutEndsWithALinePerObject() throws IOException {
        controllers.at(Duration.ZERO, StatusObjects.configMap("default", "settings"))
                .at(Duration.ZERO, StatusObjects.deployment("default", "web", 0))
                .at(Duration.ofSeconds(5), StatusObjects.deployment("default", "web", 1))
                .at(Duration.ofSeconds(12), StatusObjects.deployment("default", "web", 3));

        Cli.Result run = japply("apply", "-f", manifests(), "--wait-ready");

        assertEquals(0, run.code(), run.err());
        assertEquals("deployment.apps/web created\nconfigmap/settings created\n", run.out());
        assertEquals("configmap/settings ready after 0ms\ndeployment.apps/web ready after 12s\n"
                + "all 2 objects ready after 12s\n", run.err());
        assertEquals(List.of("LIST ConfigMap (v1) in namespace default", "LIST Deployment (apps/v1) in namespace default",
                "WATCH ConfigMap (v1) in namespace default from 12", "WATCH Deployment (apps/v1) in namespace default from 12"),
                controllers.requests().stream().sorted().toList(), "one LIST and WATCH per kind and namespace");
    }

    @Test
    void aFailureEndsTheWaitAtOnceNamingTheObjectAndReason() throws IOException {
        controllers.at(Duration.ZERO, StatusObjects.deployment("default", "web", 0))
                .at(Duration.ofSeconds(40), StatusObjects.deadlineExceeded("default", "web"));

        Cli.Result run = japply("apply", "-f", manifests(), "--wait-ready", "--wait-ready-timeout", "10m");

        assertEquals(ExitCodes.NOT_READY, run.code(), run.err());
        assertEquals(Duration.ofSeconds(40), controllers.elapsed(), "ended when it failed, not at the timeout");
        String failed = "deployment.apps/web Failed: ProgressDeadlineExceeded: ReplicaSet web-5d8f has timed out progressing.";
        assertEquals("still waiting after 30s for 2 objects:\n  deployment.apps/web InProgress: 0 of 3 replicas updated\n"
                + "  configmap/settings NotFound: not found\n" + failed + "\nerror: " + failed + "\n  not ready when the wait ended:\n"
                + "  configmap/settings NotFound: not found\n", run.err());
    }

    /** A job step without list permission learns it at once, not when --wait-ready-timeout ends: no retry grants it. */
    @Test
    void aForbiddenListEndsTheWaitAtOnceSayingWhy() throws IOException {
        controllers.forbid("Deployment").at(Duration.ZERO, StatusObjects.configMap("default", "settings"));

        Cli.Result run = japply("apply", "-f", manifests(), "--wait-ready", "--wait-ready-timeout", "10m", "--summary=json");

        assertEquals(ExitCodes.NOT_READY, run.code(), run.err());
        assertEquals(Duration.ZERO, controllers.elapsed(), "ended at the refusal, not at the timeout");
        assertTrue(run.err().contains("error: cannot wait for 1 of 2 objects to be ready: the server refused to let them be read:\n"
                + "  deployment.apps/web Unknown: cannot list Deployment (apps/v1) in namespace default: HTTP 403: "
                + "deployments is forbidden: User \"ci\" cannot list it\n"), run.err());
        assertTrue(run.out().replace(" ", "").contains("\"result\":\"refused\""), run.out());
    }

    @Test
    void theTimeoutNamesWhatIsNotReadyAndWhatItWaitsFor() throws IOException {
        controllers.at(Duration.ZERO, StatusObjects.widget("default", "bucket", false));

        Cli.Result run = japply("apply", "-f", widget(), "--wait-ready", "--wait-ready-timeout", "70s");

        assertEquals(ExitCodes.NOT_READY, run.code(), run.err());
        assertEquals(Duration.ofSeconds(70), controllers.elapsed());
        String line = "  widget.stable.example.com/bucket InProgress: Ready=False: waiting for the bucket\n";
        assertEquals("still waiting after 30s for 1 object:\n" + line + "still waiting after 1m for 1 object:\n" + line
                + "error: timed out after 1m10s waiting for 1 of 1 objects to be ready:\n" + line, run.err());
    }

    @Test
    void aCustomResourceReadyFalseThenTrue() throws IOException {
        controllers.at(Duration.ZERO, StatusObjects.widget("default", "bucket", false))
                .at(Duration.ofSeconds(45), StatusObjects.widget("default", "bucket", true));

        Cli.Result run = japply("apply", "-f", widget(), "--wait-ready");

        assertEquals(0, run.code(), run.err());
        assertTrue(run.err().endsWith("widget.stable.example.com/bucket ready after 45s\n1 object ready after 45s\n"),
                run.err());
    }

    @Test
    void theSummaryGivesEachObjectsStatusAndWhenItBecameReady() throws IOException {
        controllers.at(Duration.ZERO, StatusObjects.configMap("default", "settings"))
                .at(Duration.ofSeconds(3), StatusObjects.deployment("default", "web", 1));

        Cli.Result run = japply("apply", "-f", manifests(), "--wait-ready", "--wait-ready-timeout", "20s", "--summary=json");

        assertEquals(ExitCodes.NOT_READY, run.code(), run.err());
        JsonNode summary = run.json();
        JsonNode web = summary.at("/objects/0");
        assertEquals("InProgress", web.get("status").asText());
        assertEquals("1 of 3 replicas updated", web.get("statusMessage").asText());
        assertTrue(web.get("readyAfterMs").isNull());
        assertEquals("Current", summary.at("/objects/1/status").asText());
        assertEquals(0, summary.at("/objects/1/readyAfterMs").asLong());
        assertEquals("timedOut", summary.at("/wait/result").asText());
        assertEquals(20_000, summary.at("/wait/waitedMs").asLong());
        assertEquals("timed out after 20s waiting for 1 of 2 objects to be ready", summary.at("/wait/message").asText());
        assertEquals(ExitCodes.NOT_READY, summary.get("exitCode").asInt());
    }

    @Test
    void withoutWaitTheSummaryFieldsAreNull() throws IOException {
        JsonNode summary = japply("apply", "-f", manifests(), "--summary=json").json();

        assertTrue(summary.get("wait").isNull());
        assertTrue(summary.at("/objects/0/status").isNull() && summary.at("/objects/0/readyAfterMs").isNull());
        assertEquals(List.of(), controllers.requests());
    }

    @Test
    void aDryRunNeverWaits() throws IOException {
        Cli.Result run = japply("apply", "-f", manifests(), "--wait-ready", "--dry-run=server");

        assertEquals(0, run.code(), run.err());
        assertEquals("", run.err());
        assertEquals(List.of(), controllers.requests());
    }

    @Test
    void aFailedApplyIsNotWaitedFor() throws IOException {
        cluster.refuseNextWrite(422, "spec.replicas: Invalid value");

        Cli.Result run = japply("apply", "-f", manifests(), "--wait-ready", "--concurrency", "1");

        assertEquals(ExitCodes.FAILURE, run.code(), run.err());
        assertTrue(run.err().contains("error: not waiting for readiness: 1 failed\n"), run.err());
        assertEquals(List.of(), controllers.requests());
    }

    @Test
    void onATerminalTheObjectsNotReadyAreRedrawnInPlace() throws IOException {
        controllers.at(Duration.ZERO, StatusObjects.configMap("default", "settings"))
                .at(Duration.ZERO, StatusObjects.deployment("default", "web", 0))
                .at(Duration.ofSeconds(2), StatusObjects.deployment("default", "web", 1))
                .at(Duration.ofSeconds(5), StatusObjects.deployment("default", "web", 3));

        Cli.Result run = japply(true, "apply", "-f", manifests(), "--wait-ready");

        assertEquals(0, run.code(), run.err());
        String erase = "\033[1A\r\033[J";
        assertEquals("configmap/settings ready after 0ms\n  deployment.apps/web InProgress: 0 of 3 replicas updated\n"
                + erase + "  deployment.apps/web InProgress: 1 of 3 replicas updated\n"
                + erase + "deployment.apps/web ready after 5s\n"
                + "all 2 objects ready after 5s\n", run.err());
    }

    @Test
    void timeoutWithoutWaitIsAUsageError() throws IOException {
        String line = japply("apply", "-f", manifests(), "--wait-ready-timeout", "1m").errorLine(ExitCodes.USAGE);
        assertEquals("error: --wait-ready-timeout only works with --wait-ready (see 'japply apply --help')", line);
        assertEquals("error: invalid --wait-ready-timeout 'soon': expected a duration such as 30s, 2m or 0 (see 'japply apply --help')",
                japply("apply", "-f", manifests(), "--wait-ready", "--wait-ready-timeout", "soon").errorLine(ExitCodes.USAGE));
    }
}
