package io.japply.apply.internal.kubeconfig;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.client.Config;

/** Sets the fields of fabric8's Config from a kubeconfig's cluster and user (paths absolute), as fabric8's own reading sets them. */
final class ConfigFields {
    private ConfigFields() {
    }

    static void cluster(Config config, ObjectNode body) {
        config.setMasterUrl(KubeconfigFastPath.text(body, "server"));
        boolean insecure = body.path(KubeconfigFastPath.INSECURE).asBoolean(false);
        config.setTrustCerts(insecure);
        config.setDisableHostnameVerification(insecure);
        config.setCaCertFile(KubeconfigFastPath.text(body, "certificate-authority"));
        config.setCaCertData(KubeconfigFastPath.text(body, "certificate-authority-data"));
    }

    static void user(Config config, ObjectNode body) {
        config.setClientCertFile(KubeconfigFastPath.text(body, "client-certificate"));
        config.setClientCertData(KubeconfigFastPath.text(body, "client-certificate-data"));
        config.setClientKeyFile(KubeconfigFastPath.text(body, "client-key"));
        config.setClientKeyData(KubeconfigFastPath.text(body, "client-key-data"));
        config.setClientKeyAlgo(Config.getKeyAlgorithm(config.getClientKeyFile(), config.getClientKeyData()));
        String token = KubeconfigFastPath.text(body, "token");
        JsonNode tokenFile = body.get("tokenFile");
        // fabric8 ignores tokenFile; kubectl reads it when there is no token, and so does japply
        if (token == null && tokenFile != null) {
            token = KubeconfigFastPath.readToken(tokenFile.asText());
        }
        config.setAutoOAuthToken(token);
    }
}
