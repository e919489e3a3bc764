package io.japply.it.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.server.Fault;
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

/**
 * Read-only use (kubectl issue 981): against a server that refuses every write with 403, as RBAC
 * refuses a user with only get and list, diff --local still works and sends nothing but GETs of
 * single objects; the server's dry run (japply diff, as kubectl diff) needs patch and is refused.
 */
class ReadOnlyDiffTest {
    @TempDir
    Path tmp;

    private final ObjectStore store = new ObjectStore();
    private FakeApiServer server;
    private Path kubeconfig;
    private String manifests;

    @BeforeEach
    void appliedThenWritesForbidden() throws Exception {
        server = new FakeApiServer(store).start().serving(FakeApiServer.BUILT_IN_AND_WIDGET).storing();
        store.namespace("default");
        kubeconfig = server.writeKubeconfig(tmp);
        assertEquals(0, JapplyRun.of(kubeconfig, Map.of(), "apply", "-f", copy("v1")).code());
        manifests = copy("v2");
        for (String method : List.of("POST", "PUT", "PATCH", "DELETE")) {
            store.inject(Fault.status(method, "/", 403, Fault.ALWAYS));
        }
        server.resetRequests();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private String copy(String version) throws IOException {
        Path dir = Files.createDirectories(tmp.resolve(version));
        for (String name : List.of("deployment.yaml", "service.yaml", "settings.yaml")) {
            Files.write(dir.resolve(name), getClass().getResourceAsStream("/apply/" + version + "/" + name).readAllBytes());
        }
        return dir.toString();
    }

    @Test
    void localNeedsOnlyToGetTheObjects() {
        Map<String, ObjectNode> before = store.all();
        JapplyRun run = JapplyRun.of(kubeconfig, Map.of(), "diff", "--local", "-f", manifests, "--counts");
        assertEquals(1, run.code(), run.err());
        assertTrue(run.out().contains("diff -u -N LIVE/apps.v1.Deployment.default.web MERGED/apps.v1.Deployment.default.web\n")
                && run.out().contains("\n-        image: web:1\n"), run.out());
        assertEquals("3 objects changed, 0 to create, 0 unchanged\n", run.err());
        for (LoggedRequest request : server.requests()) {
            assertEquals("GET", request.getMethod().getName(), request.getUrl());
            String path = request.getUrl().split("\\?")[0];
            assertTrue(!path.contains("/namespaces/") || path.matches(".*/namespaces/default/[a-z]+/[^/]+"),
                    "a single object, never a list: " + path);
        }
        assertEquals(before.toString(), store.all().toString());
    }

    @Test
    void theServersDryRunNeedsPatchAndIsRefused() {
        JapplyRun run = JapplyRun.of(kubeconfig, Map.of(), "diff", "-f", manifests, "--counts");
        assertEquals(2, run.code(), run.err());
        assertTrue(run.err().contains("Error from server (Forbidden)"), run.err());
        assertTrue(run.err().endsWith("0 objects changed, 0 to create, 0 unchanged, 3 failed\n"), run.err());
    }
}
