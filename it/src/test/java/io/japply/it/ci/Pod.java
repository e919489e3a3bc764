package io.japply.it.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.it.Kubectl;
import io.japply.it.real.Cluster;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * What the kubelet gives every container of a Pod that runs as a service account: the account's token, the
 * cluster's CA and the Pod's namespace at /var/run/secrets/kubernetes.io/serviceaccount, and
 * KUBERNETES_SERVICE_HOST and _PORT. The account is allowed to edit its namespace (a RoleBinding to edit).
 */
record Pod(Map<String, String> env, List<Container.Mount> mounts) {
    static final String SERVICE_ACCOUNT_PATH = "/var/run/secrets/kubernetes.io/serviceaccount";

    /** A Pod whose account's token is not mounted (automountServiceAccountToken: false): a kubeconfig is needed. */
    static Pod none() {
        return new Pod(Map.of(), List.of());
    }

    static Pod runningAs(Cluster cluster, String namespace, String account, Path folder) throws Exception {
        assertEquals(0, cluster.kubectl("create", "serviceaccount", account, "-n", namespace).exitCode());
        assertEquals(0, cluster.kubectl("create", "rolebinding", account, "--clusterrole=edit",
                "--serviceaccount=" + namespace + ":" + account, "-n", namespace).exitCode());
        Kubectl.Result token = cluster.kubectl("create", "token", account, "-n", namespace);
        assertEquals(0, token.exitCode(), token.err());
        Path secrets = Files.createDirectories(folder);
        Files.writeString(secrets.resolve("token"), token.out().strip());
        Files.writeString(secrets.resolve("namespace"), namespace);
        JsonNode server = Templates.JSON.readTree(cluster.kubectl("config", "view", "--raw", "--minify", "-o", "json").out())
                .path("clusters").path(0).path("cluster");
        Path ca = secrets.resolve("ca.crt");
        if (server.has("certificate-authority-data")) {
            Files.write(ca, Base64.getDecoder().decode(server.path("certificate-authority-data").asText()));
        } else {
            Files.copy(Path.of(server.path("certificate-authority").asText()), ca);
        }
        Templates.readableByAll(secrets);
        URI url = URI.create(server.path("server").asText());
        return new Pod(Map.of("KUBERNETES_SERVICE_HOST", url.getHost(), "KUBERNETES_SERVICE_PORT", Integer.toString(url.getPort())),
                List.of(new Container.Mount(secrets, SERVICE_ACCOUNT_PATH, true)));
    }
}
