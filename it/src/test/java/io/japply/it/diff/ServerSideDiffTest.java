package io.japply.it.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.server.ObjectStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** diff --server-side as kubectl diff has it: a server-side apply dry run (dryRun=All), the live object against the answer. */
class ServerSideDiffTest {
    private static final String WEB = "/apis/apps/v1/namespaces/default/deployments/web";

    @TempDir
    Path tmp;

    private final ObjectStore store = new ObjectStore();
    private FakeApiServer server;
    private Path kubeconfig;

    @BeforeEach
    void start() throws Exception {
        server = new FakeApiServer(store).start().serving(FakeApiServer.BUILT_IN_AND_WIDGET).storing();
        store.namespace("default");
        kubeconfig = server.writeKubeconfig(tmp);
        assertEquals(0, JapplyRun.of(kubeconfig, Map.of(), "apply", "-f", manifest("v1")).code());
        ObjectNode web = store.get(WEB);
        ((ObjectNode) web.get("spec")).put("replicas", 9);
        store.put(WEB, web);
        server.resetRequests();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private String manifest(String version) throws IOException {
        Path file = Files.createDirectories(tmp.resolve(version)).resolve("deployment.yaml");
        Files.write(file, getClass().getResourceAsStream("/apply/" + version + "/deployment.yaml").readAllBytes());
        return file.toString();
    }

    private List<LoggedRequest> writes() {
        return server.requests().stream().filter(r -> !r.getMethod().getName().equals("GET")).toList();
    }

    @Test
    void aServerSideApplyDryRunIsSentAndItsAnswerShown() throws IOException {
        Map<String, ObjectNode> before = store.all();
        JapplyRun run = JapplyRun.of(kubeconfig, Map.of(), "diff", "--server-side", "-f", manifest("v2"));
        assertEquals(1, run.code(), run.err());
        assertTrue(run.out().startsWith("diff -u -N LIVE/apps.v1.Deployment.default.web MERGED/apps.v1.Deployment.default.web\n"),
                run.out());
        assertTrue(run.out().contains("\n-        image: web:1\n+        image: web:2\n"), "the server's answer: " + run.out());
        assertTrue(run.out().contains("\n   replicas: 9\n"), "the live object was read: " + run.out());
        assertEquals("", run.err(), "nothing on stderr, as kubectl diff");
        List<LoggedRequest> writes = writes();
        assertEquals(1, writes.size(), writes.toString());
        LoggedRequest apply = writes.get(0);
        assertEquals("PATCH", apply.getMethod().getName());
        assertTrue(apply.getHeader("Content-Type").startsWith("application/apply-patch+yaml"), apply.getHeader("Content-Type"));
        assertTrue(apply.getUrl().contains("dryRun=All") && apply.getUrl().contains("fieldManager=kubectl")
                && !apply.getUrl().contains("force=true"), apply.getUrl());
        assertEquals(before.toString(), store.all().toString(), "nothing stored");
    }

    @Test
    void forceConflictsAndTheFieldManagerGoWithTheDryRun() throws IOException {
        JapplyRun run = JapplyRun.of(kubeconfig, Map.of(), "diff", "--server-side", "--force-conflicts",
                "--field-manager", "ci-bot", "-f", manifest("v2"));
        assertEquals(1, run.code(), run.err());
        String url = writes().get(0).getUrl();
        assertTrue(url.contains("dryRun=All") && url.contains("force=true") && url.contains("fieldManager=ci-bot"), url);
    }

    /** kubectl diff's words (ApplyErrorsOnRealServerTest compares them with the reference kubectl's bytes). */
    @Test
    void aConflictIsTheServersAnswerAsKubectlDiffSaysIt() throws IOException {
        store.failNextWrite(409, "Conflict", "Apply failed with 1 conflict: conflict with \"hpa\": .spec.replicas");
        JapplyRun run = JapplyRun.of(kubeconfig, Map.of(), "diff", "--server-side", "-f", manifest("v2"));
        assertEquals(2, run.code(), run.err());
        assertTrue(run.err().matches("W\\d{4} \\d\\d:\\d\\d:\\d\\d\\.\\d{6} +\\d+ diff.go:723\\] Object \\(apps/v1, "
                + "Kind=Deployment: web\\) keeps changing, diffing without lock\n"
                + "Error from server \\(Conflict\\): Apply failed with 1 conflict: conflict with \"hpa\": \\.spec\\.replicas\n"),
                run.err());
    }

    @Test
    void flagsThatDoNotGoTogetherAreRefused() throws IOException {
        String file = manifest("v2");
        JapplyRun local = JapplyRun.of(kubeconfig, Map.of(), "diff", "--server-side", "--local", "-f", file);
        assertEquals(2, local.code());
        assertTrue(local.err().startsWith("error: --server-side cannot be used with --local or --live"), local.err());
        JapplyRun force = JapplyRun.of(kubeconfig, Map.of(), "diff", "--force-conflicts", "-f", file);
        assertEquals(2, force.code());
        assertTrue(force.err().startsWith("error: --force-conflicts only works with --server-side"), force.err());
        assertTrue(writes().isEmpty(), "nothing sent");
    }
}
