package io.japply.it.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.server.Fault;
import io.japply.it.server.ObjectStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * An ApplySet parent the server will not let us read (403, a dropped connection): one plain line in
 * kubectl's words, exit 1, nothing applied; never "internal error" with a class name.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ApplySetParentErrorsTest {
    private static final String PARENT = "/api/v1/namespaces/shop/secrets/web-set";

    @TempDir
    Path tmp;

    private static FakeApiServer serverWith(ObjectStore store) throws Exception {
        FakeApiServer server = new FakeApiServer(store).start().serving(List.of(
                new FakeApiServer.Served("v1", "configmaps", "ConfigMap", true),
                new FakeApiServer.Served("v1", "secrets", "Secret", true),
                new FakeApiServer.Served("v1", "namespaces", "Namespace", false))).storing();
        store.namespace("shop");
        return server;
    }

    private String input() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("in"));
        Files.writeString(dir.resolve("a.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {k: v}\n");
        return dir.toString();
    }

    /** kubectl (KUBECTL_APPLYSET=true) and japply, each on its own server refusing the parent's GET or PATCH with 403. */
    @ParameterizedTest
    @ValueSource(strings = {"GET", "PATCH"})
    void aForbiddenParentIsOneLineInKubectlsWords(String method) throws Exception {
        Kubectl.require();
        String dir = input();
        ObjectStore kubectlStore = new ObjectStore();
        ObjectStore store = new ObjectStore();
        try (FakeApiServer kubectlServer = serverWith(kubectlStore); FakeApiServer server = serverWith(store)) {
            kubectlStore.inject(Fault.status(method, PARENT, 403, Fault.ALWAYS));
            store.inject(Fault.status(method, PARENT, 403, Fault.ALWAYS));
            Path kubectlConfig = kubectlServer.writeKubeconfig(Files.createDirectories(tmp.resolve("kubectl")));
            Kubectl.Result k = Kubectl.run(Kubectl.binary(), List.of("apply", "-f", dir, "-n", "shop", "--prune",
                    "--applyset=web-set", "--kubeconfig", kubectlConfig.toString(), "--validate=false"),
                    Map.of("KUBECTL_APPLYSET", "true"));
            Path config = server.writeKubeconfig(Files.createDirectories(tmp.resolve("japply")));
            JapplyRun j = JapplyRun.of(config, "apply", "-f", dir, "-n", "shop", "--prune", "--applyset=web-set");
            assertEquals(1, k.exitCode(), k.err());
            assertEquals(k.exitCode(), j.code(), j.err());
            assertEquals(k.err(), j.err());
            assertEquals("", j.out());
            assertTrue(store.get("/api/v1/namespaces/shop/configmaps/a") == null, "nothing applied");
        }
    }

    /** A parent whose read is cut (connection reset, every try): the same plain line, naming the cause. */
    @Test
    void anUnreachableParentIsOneLine() throws Exception {
        ObjectStore store = new ObjectStore();
        try (FakeApiServer server = serverWith(store)) {
            store.inject(Fault.drop("GET", PARENT, Fault.ALWAYS));
            Path config = server.writeKubeconfig(tmp);
            JapplyRun j = JapplyRun.of(config, "apply", "-f", input(), "-n", "shop", "--prune", "--applyset=web-set",
                    "--request-timeout=3s");
            assertEquals(1, j.code(), j.err());
            assertTrue(j.err().startsWith("error: failed to fetch ApplySet parent object \"secrets./web-set\": "), j.err());
            assertFalse(j.err().contains("internal error"), j.err());
            assertFalse(j.err().contains("Exception"), j.err());
            assertEquals(1, j.err().lines().count(), j.err());
        }
    }
}
