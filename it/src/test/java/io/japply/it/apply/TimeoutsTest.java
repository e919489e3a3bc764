package io.japply.it.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.server.Fault;
import io.japply.it.server.ObjectStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --request-timeout bounds a whole request: the body as well as the headers, and every try together. */
class TimeoutsTest {
    private static final String DEPLOYMENTS = "/apis/apps/v1/namespaces/default/deployments/";
    /** Far past the timeouts used here (3 s: a loaded machine's cold first request must fit): only a hang reaches it. */
    private static final Duration HANG = Duration.ofSeconds(60);
    private static final Duration NO_HANG = Duration.ofSeconds(30);

    @TempDir
    Path tmp;

    private final ObjectStore store = new ObjectStore();
    private FakeApiServer server;
    private Path kubeconfig;
    private Path manifests;

    @BeforeEach
    void start() throws Exception {
        server = new FakeApiServer(store).start().serving(List.of(
                new FakeApiServer.Served("apps/v1", "deployments", "Deployment", true))).storing();
        store.namespace("default");
        kubeconfig = server.writeKubeconfig(tmp);
        manifests = Files.createDirectories(tmp.resolve("m"));
        for (String name : List.of("a", "b", "c")) {
            Files.writeString(manifests.resolve(name + ".yaml"), "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n"
                    + "  name: " + name + "\nspec:\n  template:\n    spec:\n      containers:\n      - {name: app, image: 'app:1'}\n");
        }
    }

    @AfterEach
    void stop() {
        store.clearFaults();
        server.close();
    }

    private long requests(String method, String name) {
        return server.exchanges().stream().filter(e -> e.method().equals(method) && e.path().endsWith("/" + name)).count();
    }

    @Test
    void aBodyThatStallsAfterTheHeadersFailsThatObjectWithinTheTimeout() {
        store.inject(Fault.stall("GET", DEPLOYMENTS + "b", HANG, Fault.ALWAYS));
        JapplyRun run = assertTimeoutPreemptively(NO_HANG,
                () -> JapplyRun.of(kubeconfig, "-f", manifests.toString(), "--request-timeout=3s"));
        assertEquals(1, run.code(), run.err());
        assertTrue(run.out().contains("deployment.apps/a created") && run.out().contains("deployment.apps/c created"),
                run.out());
        assertTrue(run.err().contains("b.yaml\": no answer from the server within 3s: GET "
                + "http://127.0.0.1:"), run.err());
        assertTrue(run.err().contains(DEPLOYMENTS + "b"), "names what it waited for: " + run.err());
        assertFalse(run.err().contains("Exception"), run.err());
    }

    /** A server that never answers gets one deadline for the request and its retries, not one per try. */
    @Test
    void aSilentServerIsNotTriedAgainOnceTheDeadlineHasPassed() {
        store.inject(Fault.slow("GET", DEPLOYMENTS + "b", Duration.ofSeconds(10), Fault.ALWAYS));
        JapplyRun run = assertTimeoutPreemptively(NO_HANG,
                () -> JapplyRun.of(kubeconfig, "-f", manifests.toString(), "--request-timeout=3s"));
        assertEquals(1, run.code(), run.err());
        assertTrue(run.err().contains("b.yaml\": no answer from the server within 3s"), run.err());
        assertEquals(1, requests("GET", "b"), "the one try used the whole deadline");
    }

    @Test
    void aBodyThatStallsEndsADiffWithinTheTimeout() {
        store.inject(Fault.stall("GET", "/namespaces/default/deployments/a", HANG, Fault.ALWAYS));
        JapplyRun run = assertTimeoutPreemptively(NO_HANG, () -> JapplyRun.of(kubeconfig, "diff", "-f",
                manifests.resolve("a.yaml").toString(), "--request-timeout=3s"));
        assertTrue(run.code() != 0 && run.code() != 3, run.code() + ": " + run.err());
        assertTrue(run.err().contains("no answer from the server within 3s"), run.err());
    }
}
