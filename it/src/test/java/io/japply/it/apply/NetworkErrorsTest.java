package io.japply.it.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.server.Fault;
import io.japply.it.server.ObjectStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every failure to reach or read the cluster is one line naming what was tried and why it failed: exit 1, no trace. */
class NetworkErrorsTest {
    @TempDir
    Path tmp;

    private Path manifest() throws Exception {
        return Files.writeString(tmp.resolve("cm.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n");
    }

    private static void assertOneLine(JapplyRun run) {
        assertEquals(1, run.code(), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertFalse(run.err().contains("Exception") || run.err().contains("\tat "), run.err());
    }

    @Test
    void aRefusedConnectionNamesTheUrlAndTheCause() throws Exception {
        int port = FakeApiServer.closedPort();
        Path kubeconfig = FakeApiServer.writeKubeconfig(tmp, "http://127.0.0.1:" + port);
        JapplyRun run = JapplyRun.of(kubeconfig, "-f", manifest().toString());
        assertEquals(1, run.code(), run.err());
        assertTrue(run.err().contains("cannot reach the server: GET http://127.0.0.1:" + port + "/api/v1"), run.err());
        assertTrue(run.err().contains(": connection refused"), run.err());
        assertFalse(run.err().contains("null") || run.err().contains("Exception"), run.err());
    }

    @Test
    void anUnknownHostNamesTheHost() throws Exception {
        Path kubeconfig = FakeApiServer.writeKubeconfig(tmp, "http://no-such-host.invalid:6443");
        JapplyRun run = JapplyRun.of(kubeconfig, "-f", manifest().toString(), "--request-timeout=5s");
        assertEquals(1, run.code(), run.err());
        assertTrue(run.err().contains("http://no-such-host.invalid:6443/api/v1"), run.err());
        assertTrue(run.err().contains("no such host") || run.err().contains("no answer from the server"), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
    }

    @Test
    void aTlsFailureNamesTheUrlAndTheCause() throws Exception {
        try (FakeApiServer plain = new FakeApiServer().start()) {
            String url = plain.url().replace("http:", "https:"); // a server that speaks no TLS
            Path kubeconfig = FakeApiServer.writeKubeconfig(tmp, url);
            JapplyRun run = JapplyRun.of(kubeconfig, "-f", manifest().toString(), "--request-timeout=5s");
            assertEquals(1, run.code(), run.err());
            assertTrue(run.err().contains("cannot reach the server: GET " + url + "/api/v1: TLS handshake failed"), run.err());
            assertFalse(run.err().contains("Exception"), run.err());
        }
    }

    @Test
    void aKubeconfigThatIsNotThereIsNamed() throws Exception {
        JapplyRun run = JapplyRun.of(null, "-f", manifest().toString(), "--kubeconfig", tmp.resolve("nope").toString());
        assertOneLine(run);
        assertTrue(run.err().startsWith("error: stat " + tmp.resolve("nope") + ": no such file or directory"), // kubectl's words
                run.err());
    }

    @Test
    void aKubeconfigThatIsNotYamlIsNamed() throws Exception {
        Path bad = Files.writeString(tmp.resolve("bad"), "clusters: [\n");
        JapplyRun run = JapplyRun.of(null, "-f", manifest().toString(), "--kubeconfig", bad.toString());
        assertOneLine(run);
        assertTrue(run.err().startsWith("error: error loading config file \"" + bad + "\": "), run.err()); // kubectl's words
    }

    @Test
    void noKubeconfigAnywhereSaysWhichFileWasLookedFor() throws Exception {
        // kubectl would send to localhost:8080; japply names the file it looked for (docs/differences.md).
        // The run's own HOME and no KUBECONFIG, whatever this machine has: the run reads its environment only
        Path home = Files.createDirectories(tmp.resolve("home"));
        Path config = home.resolve(".kube").resolve("config");
        JapplyRun run = JapplyRun.of(null, java.util.Map.of("HOME", home.toString()), "-f", manifest().toString());
        assertOneLine(run);
        assertTrue(run.err().contains("no server: no kubeconfig: " + config + " does not exist"), run.err());
    }

    /** The ApplySet parent cannot be read (forbidden, unreachable) or written: one line, exit 1, nothing applied. */
    @Test
    void anApplySetParentThatCannotBeReadOrWrittenIsOneLine() throws Exception {
        ObjectStore store = new ObjectStore();
        try (FakeApiServer server = new FakeApiServer(store).start().serving(List.of(
                new FakeApiServer.Served("v1", "configmaps", "ConfigMap", true),
                new FakeApiServer.Served("v1", "secrets", "Secret", true))).storing()) {
            store.namespace("default");
            Path kubeconfig = server.writeKubeconfig(tmp);
            String[] args = {"-f", manifest().toString(), "--prune", "--applyset=set", "-n", "default"};
            for (Fault fault : List.of(Fault.status("GET", "/secrets/set", 403, Fault.ALWAYS),
                    Fault.drop("GET", "/secrets/set", Fault.ALWAYS), Fault.status("PATCH", "/secrets/set", 403, Fault.ALWAYS))) {
                store.clearFaults();
                store.inject(fault);
                JapplyRun run = JapplyRun.of(kubeconfig, args);
                assertOneLine(run);
                assertTrue(run.err().startsWith("error: "), run.err());
                assertTrue(run.err().contains("/api/v1/namespaces/default/secrets/set") || run.err().contains("injected 403"),
                        fault + ": " + run.err());
                assertEquals(null, store.get("/api/v1/namespaces/default/configmaps/x"), "nothing applied");
            }
        }
    }
}
