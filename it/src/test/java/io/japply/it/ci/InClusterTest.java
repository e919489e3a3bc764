package io.japply.it.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.it.Kubectl;
import io.japply.it.publish.Command;
import io.japply.it.publish.Published;
import io.japply.it.real.Cluster;
import io.japply.it.real.RealServer;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * japply in a Pod, with no kubeconfig: as kubectl, it reaches the API server at
 * KUBERNETES_SERVICE_HOST:KUBERNETES_SERVICE_PORT with the service account's token and CA, and
 * applies to the namespace of the account's namespace file. A Pod has these at
 * /var/run/secrets/kubernetes.io/serviceaccount/; here the test-only system property
 * japply.serviceAccountFolder points at a folder the test writes, holding a real token of a service
 * account of the test cluster, its CA and its namespace.
 */
@RealServer
class InClusterTest {
    /** Not a variable japply reads: where this test's Pod keeps its account (a system property of the run). */
    private static final String SERVICE_ACCOUNT = "TEST_SERVICE_ACCOUNT_FOLDER";

    @Test
    void appliesWithTheServiceAccountWhenThereIsNoKubeconfig(Cluster cluster) throws Exception {
        Kubectl.require();
        String namespace = cluster.namespace("in-cluster");
        Map<String, String> pod = podEnvironment(cluster, namespace, Files.createTempDirectory("japply-pod"));
        String manifests = Templates.manifests(Files.createTempDirectory("japply-manifests")).toString();

        Map<String, String> unboundWorkspace = new HashMap<>(pod);
        unboundWorkspace.put("KUBECONFIG", "/config"); // what the Tekton Task sets when no kubeconfig is bound
        Command.Result first = japply(unboundWorkspace, "apply", "-f", manifests, "--summary=json");
        assertEquals(0, first.exitCode(), first.both());
        Templates.assertTotals(Templates.JSON.readTree(first.out()), 3, 0, 0);
        JsonNode objects = Templates.JSON.readTree(first.out()).path("objects");
        objects.forEach(object -> assertEquals(namespace, object.path("namespace").asText(), object.toString()));
        Command.Result second = japply(pod, "apply", "-f", manifests, "--summary=json");
        Templates.assertTotals(Templates.JSON.readTree(second.out()), 0, 3, 0);

        Command.Result elsewhere = japply(pod, "apply", "-f", manifests, "-n", "default");
        assertEquals(1, elsewhere.exitCode(), elsewhere.both());
        assertTrue(elsewhere.err().contains("system:serviceaccount:" + namespace + ":japply"), elsewhere.err());
    }

    /**
     * A Pod's view of the cluster: a service account allowed to edit {@code namespace}, its token, the
     * cluster's CA and the namespace in files, and the environment the kubelet and fabric8 read.
     */
    private static Map<String, String> podEnvironment(Cluster cluster, String namespace, Path secrets) throws Exception {
        assertEquals(0, cluster.kubectl("create", "serviceaccount", "japply", "-n", namespace).exitCode());
        assertEquals(0, cluster.kubectl("create", "rolebinding", "japply", "--clusterrole=edit",
                "--serviceaccount=" + namespace + ":japply", "-n", namespace).exitCode());
        Kubectl.Result token = cluster.kubectl("create", "token", "japply", "-n", namespace);
        assertEquals(0, token.exitCode(), token.err());
        Files.writeString(secrets.resolve("token"), token.out().strip());
        Files.writeString(secrets.resolve("namespace"), namespace);
        JsonNode server = Templates.YAML.readTree(cluster.kubectl("config", "view", "--raw", "--minify", "-o", "json").out())
                .path("clusters").path(0).path("cluster");
        Path ca = secrets.resolve("ca.crt");
        if (server.has("certificate-authority-data")) {
            Files.write(ca, Base64.getDecoder().decode(server.path("certificate-authority-data").asText()));
        } else {
            Files.copy(Path.of(server.path("certificate-authority").asText()), ca);
        }
        URI url = URI.create(server.path("server").asText());
        return Map.of("KUBERNETES_SERVICE_HOST", url.getHost(), "KUBERNETES_SERVICE_PORT", Integer.toString(url.getPort()),
                SERVICE_ACCOUNT, secrets.toString(), "HOME", Files.createDirectories(secrets.resolve("home")).toString());
    }

    /** japply's jar, as the image runs it: no kubeconfig, no KUBECONFIG unless given. */
    private static Command.Result japply(Map<String, String> pod, String... args) throws Exception {
        Map<String, String> environment = new HashMap<>(pod);
        String folder = environment.remove(SERVICE_ACCOUNT);
        List<String> command = new ArrayList<>(List.of(Command.java(), "-Djapply.serviceAccountFolder=" + folder, "-jar",
                Published.checkoutRoot().resolve("apply-cli/target/japply.jar").toString()));
        command.addAll(List.of(args));
        return Command.run(Published.checkoutRoot(), environment, List.of("KUBECONFIG"), 120, command);
    }
}
