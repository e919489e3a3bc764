package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.JapplyRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --wait-ready} follows a Job to its end on the real server. No kubelet runs there, so the Job is
 * handed to another controller ({@code spec.managedBy}) and its status moved through /status.
 */
@RealServer
@Timeout(180)
class JobWaitTest {
    private static final String JOB = """
            apiVersion: batch/v1
            kind: Job
            metadata: {name: migrate}
            spec:
              managedBy: example.com/test
              backoffLimit: 0
              template:
                spec:
                  restartPolicy: Never
                  containers: [{name: m, image: busybox}]
            """;
    @TempDir
    Path dir;

    private CompletableFuture<JapplyRun> applyAndWait(Cluster cluster, String ns, String... more) throws IOException {
        Path file = dir.resolve("job.yaml");
        Files.writeString(file, JOB);
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("apply", "-f", file.toString(), "-n", ns,
                "--wait-ready", "--wait-ready-timeout", "90s"));
        args.addAll(java.util.List.of(more));
        CompletableFuture<JapplyRun> run = CompletableFuture.supplyAsync(() -> cluster.japply(args.toArray(String[]::new)));
        for (int i = 0; i < 100 && cluster.get("job", ns, "migrate") == null; i++) {
            sleep(100);
        }
        return run;
    }

    private static void status(Cluster cluster, String ns, String status) {
        var patched = cluster.kubectl("patch", "job", "migrate", "-n", ns, "--subresource=status", "--type=merge",
                "-p", "{\"status\":" + status + "}");
        assertEquals(0, patched.exitCode(), patched.err());
    }

    private static String condition(String type, String reason, String message) {
        String now = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
        return "{\"type\":\"" + type + "\",\"status\":\"True\",\"reason\":\"" + reason + "\",\"message\":\"" + message
                + "\",\"lastTransitionTime\":\"" + now + "\",\"lastProbeTime\":\"" + now + "\"}";
    }

    private static void started(Cluster cluster, String ns) {
        status(cluster, ns, "{\"startTime\":\"" + Instant.now().truncatedTo(ChronoUnit.SECONDS) + "\",\"active\":1}");
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void aFailedJobFailsTheWaitWithItsReasonAndMessage(Cluster cluster) throws Exception {
        String ns = cluster.namespace("failed");
        CompletableFuture<JapplyRun> run = applyAndWait(cluster, ns);
        started(cluster, ns);
        sleep(2000);
        assertFalse(run.isDone(), "a running Job is not ready: " + (run.isDone() ? run.get().toString() : ""));
        status(cluster, ns, "{\"active\":0,\"failed\":1,\"conditions\":[" + condition("FailureTarget",
                "BackoffLimitExceeded", "Job has reached the specified backoff limit") + "," + condition("Failed",
                "BackoffLimitExceeded", "Job has reached the specified backoff limit") + "]}");
        JapplyRun done = run.get(60, TimeUnit.SECONDS);
        assertEquals(4, done.code(), done.toString());
        assertTrue(done.err().contains("job.batch/migrate Failed: BackoffLimitExceeded")
                && done.err().contains("Job has reached the specified backoff limit"), done.err());
    }

    @Test
    void aCompleteJobIsReady(Cluster cluster) throws Exception {
        String ns = cluster.namespace("complete");
        CompletableFuture<JapplyRun> run = applyAndWait(cluster, ns);
        started(cluster, ns);
        sleep(2000);
        assertFalse(run.isDone(), "a running Job is not ready");
        String now = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
        status(cluster, ns, "{\"active\":0,\"succeeded\":1,\"completionTime\":\"" + now + "\",\"conditions\":["
                + condition("SuccessCriteriaMet", "CompletionsReached", "Reached expected number of succeeded pods")
                + "," + condition("Complete", "CompletionsReached", "Reached expected number of succeeded pods") + "]}");
        JapplyRun done = run.get(60, TimeUnit.SECONDS);
        assertEquals(0, done.code(), done.toString());
    }

    @Test
    void kstatusRuleOnRequestAStartedJobIsReady(Cluster cluster) throws Exception {
        String ns = cluster.namespace("started");
        CompletableFuture<JapplyRun> run = applyAndWait(cluster, ns, "--wait-jobs=started");
        started(cluster, ns);
        JapplyRun done = run.get(60, TimeUnit.SECONDS);
        assertEquals(0, done.code(), done.toString());
    }
}
