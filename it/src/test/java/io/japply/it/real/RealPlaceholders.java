package io.japply.it.real;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;

/**
 * The real test cluster's server, CA, an admin's token and an admin's client certificate and key, for
 * the ${REAL...} placeholders of the fixtures under resources/kubeconfig.
 */
final class RealPlaceholders {
    private RealPlaceholders() {
    }

    static Map<String, String> of(Cluster cluster) throws IOException {
        JsonNode kubeconfig = new ObjectMapper(new YAMLFactory()).readTree(cluster.kubeconfig().toFile());
        JsonNode server = kubeconfig.path("clusters").path(0).path("cluster");
        JsonNode certificate = user(kubeconfig.path("users"), "cert-admin");
        return Map.of(
                "REAL", server.path("server").asText(),
                "REAL_CA", decoded(server.path("certificate-authority-data")),
                "REAL_TOKEN", user(kubeconfig.path("users"), "admin").path("token").asText(),
                "REAL_CERT", decoded(certificate.path("client-certificate-data")),
                "REAL_KEY", decoded(certificate.path("client-key-data")));
    }

    private static JsonNode user(JsonNode users, String name) {
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
