package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.io.IOException;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The test cluster never dials off this machine: a Service's cluster IP (10.0.x.x) leads nowhere
 * here, so webhooks and aggregated APIs are reached through the Service's endpoints
 * (--enable-aggregator-routing), and with no kubelet there are none. A webhook that must be called
 * refuses at once, naming the missing endpoints; one that may be ignored lets the object through;
 * an aggregated API is unavailable for the same reason. The cluster's own watch saw no connection
 * to an address outside loopback meanwhile.
 */
@RealServer
class OffMachineOnRealServerTest {
    private static final Path FILES = Path.of("src/test/resources/real/off-machine").toAbsolutePath();

    @Test
    @Timeout(180)
    void webhooksAndAggregatedApisBehindServicesFailAtOnceAndNothingLeavesTheMachine(Cluster cluster, @TempDir Path dir)
            throws IOException, InterruptedException {
        Kubectl.require();
        String ns = cluster.namespace("guard");
        Path service = forNamespace(dir, "service.yaml", ns);
        Path webhooks = forNamespace(dir, "webhooks.yaml", ns);
        Path apiService = forNamespace(dir, "apiservice.yaml", ns);
        Path configMaps = forNamespace(dir, "configmaps.yaml", ns);
        assertEquals(0, cluster.kubectl("apply", "-n", ns, "-f", service.toString()).exitCode());
        try {
            assertEquals(0, cluster.kubectl("apply", "-f", webhooks.toString()).exitCode());
            assertEquals(0, cluster.kubectl("apply", "-f", apiService.toString()).exitCode());
            webhooksRefuseOrIgnoreWithNoEndpoints(cluster, ns, configMaps);
            aggregatedApiIsUnavailableWithNoEndpoints(cluster, ns);
        } finally {
            cluster.kubectl("delete", "-f", apiService.toString(), "--ignore-not-found", "--wait=false");
            cluster.kubectl("delete", "-f", webhooks.toString(), "--ignore-not-found", "--wait=false");
        }
        OffMachineConnections.assertNone(cluster.kubeconfig());
    }

    private static void webhooksRefuseOrIgnoreWithNoEndpoints(Cluster cluster, String ns, Path configMaps) {
        Kubectl.Result kubectl = cluster.kubectl("apply", "-n", ns, "-f", configMaps.toString());
        assertEquals(1, kubectl.exitCode(), kubectl.out() + kubectl.err());
        assertTrue(kubectl.err().contains("fail.guard.japply.test") && kubectl.err().contains("no endpoints available for service"),
                kubectl.err());
        assertTrue(kubectl.out().contains("configmap/let-through created"), kubectl.out());
        assertNull(cluster.get("configmap", ns, "refused"));
        assertEquals(0, cluster.kubectl("delete", "configmap", "let-through", "-n", ns).exitCode());

        JapplyRun japply = cluster.japply("apply", "-n", ns, "-f", configMaps.toString());
        assertEquals(1, japply.code(), japply.out() + japply.err());
        assertTrue(japply.err().contains("fail.guard.japply.test") && japply.err().contains("no endpoints available for service"),
                japply.err());
        assertTrue(japply.out().contains("configmap/let-through created"), japply.out());
        assertNull(cluster.get("configmap", ns, "refused"));
        assertNotNull(cluster.get("configmap", ns, "let-through"));
    }

    /** The availability controller finds no endpoints; a request to the group is answered 503 by kube-apiserver itself. */
    private static void aggregatedApiIsUnavailableWithNoEndpoints(Cluster cluster, String ns) throws InterruptedException {
        String name = "v1alpha1." + ns + ".japply.test";
        JsonNode available = null;
        for (long deadline = System.nanoTime() + 30_000_000_000L; System.nanoTime() < deadline; Thread.sleep(200)) {
            available = availableCondition(cluster.get("apiservice", null, name));
            if (available != null && "MissingEndpoints".equals(available.path("reason").asText())) {
                break;
            }
        }
        assertNotNull(available, "the APIService got no Available condition within 30 s");
        assertEquals("False", available.path("status").asText(), available.toString());
        assertEquals("MissingEndpoints", available.path("reason").asText(), available.toString());
        Kubectl.Result raw = cluster.kubectl("get", "--raw", "/apis/" + ns + ".japply.test/v1alpha1");
        assertNotEquals(0, raw.exitCode());
        assertTrue(raw.err().contains("the server is currently unable to handle the request"), raw.err());
    }

    /**
     * The watch itself: a webhook called at this machine's own non-loopback address (a connection
     * that stays on the machine) is recorded, so a cluster that dialed a cluster IP would fail tests.
     */
    @Test
    @Timeout(120)
    void theWatchRecordsAConnectionToANonLoopbackAddress(Cluster cluster, @TempDir Path dir) throws Exception {
        Kubectl.require();
        InetAddress own = ownNonLoopbackAddress();
        String ns = cluster.namespace("watch");
        try (ServerSocket listener = new ServerSocket(0, 5, own)) {
            String address = (own instanceof Inet6Address ? "[" + own.getHostAddress() + "]" : own.getHostAddress())
                    + ":" + listener.getLocalPort();
            Path webhook = forNamespace(dir, "url-webhook.yaml", ns);
            Files.writeString(webhook, Files.readString(webhook).replace("ADDRESS", address));
            Kubectl.Result registered = cluster.kubectl("apply", "-f", webhook.toString());
            assertEquals(0, registered.exitCode(), registered.err());
            try {
                Kubectl.Result created = cluster.kubectl("create", "configmap", "watched", "-n", ns);
                assertEquals(0, created.exitCode(), created.err());
                List<String> recorded = List.of();
                for (long deadline = System.nanoTime() + 10_000_000_000L; recorded.isEmpty() && System.nanoTime() < deadline;
                        Thread.sleep(100)) {
                    recorded = OffMachineConnections.recorded(cluster.kubeconfig());
                }
                String seen = String.join("\n", recorded);
                assertTrue(seen.contains("apiserver connected to " + address), seen);
            } finally {
                OffMachineConnections.forget(cluster.kubeconfig());
                cluster.kubectl("delete", "-f", webhook.toString(), "--ignore-not-found", "--wait=false");
            }
        }
    }

    /** An IPv4 address first; an IPv6 one without its scope (a URL cannot carry it). */
    private static InetAddress ownNonLoopbackAddress() throws IOException {
        List<InetAddress> own = new ArrayList<>();
        for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            for (InetAddress address : Collections.list(nic.getInetAddresses())) {
                if (nic.isUp() && !address.isLoopbackAddress() && !address.isLinkLocalAddress()) {
                    own.add(address);
                }
            }
        }
        own.sort(Comparator.comparing(address -> address instanceof Inet6Address));
        if (!own.isEmpty()) {
            return InetAddress.getByAddress(own.get(0).getAddress());
        }
        throw new AssertionError("this machine has no address outside loopback to show the watch working on");
    }

    private static JsonNode availableCondition(JsonNode apiService) {
        for (JsonNode condition : apiService.path("status").path("conditions")) {
            if ("Available".equals(condition.path("type").asText())) {
                return condition;
            }
        }
        return null;
    }

    private static Path forNamespace(Path dir, String file, String ns) throws IOException {
        Path written = dir.resolve(file);
        Files.writeString(written, Files.readString(FILES.resolve(file)).replace("NAMESPACE", ns));
        return written;
    }
}
