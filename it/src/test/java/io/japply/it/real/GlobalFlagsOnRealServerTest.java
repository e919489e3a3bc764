package io.japply.it.real;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.japply.it.Kubectl;
import io.japply.it.kubeconfig.CountingListener;
import io.japply.it.kubeconfig.KubeconfigLines;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Each of kubectl's global flags before the command and after it, beside kubectl, on the real test
 * cluster (resources/kubeconfig/global-flags.yaml): the current context always points elsewhere, so a
 * flag that is dropped shows in the answer and in the connections japply makes to the listener.
 */
@RealServer
class GlobalFlagsOnRealServerTest {
    private static CountingListener dead;
    private static CountingListener pod;

    @BeforeAll
    static void listen() {
        dead = new CountingListener();
        pod = new CountingListener();
    }

    @AfterAll
    static void close() throws Exception {
        dead.close();
        pod.close();
    }

    @TestFactory
    Stream<DynamicTest> everyGlobalFlagInBothPlaces(Cluster cluster) throws Exception {
        Kubectl.require();
        JsonNode kubeconfig = new ObjectMapper(new YAMLFactory()).readTree(cluster.kubeconfig().toFile());
        JsonNode server = kubeconfig.path("clusters").path(0).path("cluster");
        JsonNode certificate = named(kubeconfig.path("users"), "cert-admin");
        Map<String, String> values = Map.of(
                "REAL", server.path("server").asText(),
                "REAL_CA", decoded(server.path("certificate-authority-data")),
                "REAL_TOKEN", named(kubeconfig.path("users"), "admin").path("token").asText(),
                "REAL_CERT", decoded(certificate.path("client-certificate-data")),
                "REAL_KEY", decoded(certificate.path("client-key-data")));
        return new KubeconfigLines("global-flags.yaml", "kubectl", values, dead, pod).tests();
    }

    private static JsonNode named(JsonNode users, String name) {
        for (JsonNode user : users) {
            if (user.path("name").asText().equals(name)) {
                return user.path("user");
            }
        }
        throw new IllegalStateException("the test cluster's kubeconfig has no user " + name);
    }

    private static String decoded(JsonNode base64) {
        return new String(Base64.getDecoder().decode(base64.asText()), StandardCharsets.UTF_8);
    }
}
