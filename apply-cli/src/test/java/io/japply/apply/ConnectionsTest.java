package io.japply.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.fabric8.kubernetes.client.KubernetesClient;
import io.japply.apply.kubeconfig.ConnectionRequest;
import io.japply.apply.kubeconfig.KubeconfigException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The library's connection entry point chooses as kubectl does, and throws where kubectl refuses. */
class ConnectionsTest {
    @TempDir
    Path dir;

    private String kubeconfig() throws IOException {
        return Files.writeString(dir.resolve("config"), """
                apiVersion: v1
                kind: Config
                current-context: a
                contexts:
                - {name: a, context: {cluster: a, user: u, namespace: shop}}
                - {name: b, context: {cluster: b, user: u}}
                clusters:
                - {name: a, cluster: {server: "https://a.example:6443", insecure-skip-tls-verify: true}}
                - {name: b, cluster: {server: "https://b.example:6443", insecure-skip-tls-verify: true}}
                users:
                - {name: u, user: {token: t0ken}}
                """).toString();
    }

    @Test
    void theNamedContextClusterAndNamespace() throws IOException {
        ConnectionRequest request = ConnectionRequest.defaults().withKubeconfig(kubeconfig());
        try (KubernetesClient client = Connections.client(request.withContext("b", null, null).withNamespace("ns"))) {
            assertEquals("https://b.example:6443/", client.getConfiguration().getMasterUrl());
            assertEquals("ns", client.getConfiguration().getNamespace());
            assertEquals("t0ken", client.getConfiguration().getAutoOAuthToken());
        }
        try (KubernetesClient client = Connections.client(request.withContext(null, "b", null))) {
            assertEquals("https://b.example:6443/", client.getConfiguration().getMasterUrl());
            assertEquals("shop", client.getConfiguration().getNamespace());
        }
    }

    @Test
    void whatIsNamedButMissingThrowsInKubectlsWords() throws IOException {
        ConnectionRequest request = ConnectionRequest.defaults().withKubeconfig(kubeconfig());
        assertEquals(List.of("context \"nope\" does not exist"), assertThrows(KubeconfigException.class,
                () -> Connections.client(request.withContext("nope", null, null))).messages());
        assertEquals(List.of("cluster \"nope\" does not exist"), assertThrows(KubeconfigException.class,
                () -> Connections.client(request.withContext(null, "nope", null))).messages());
        assertEquals(List.of("auth info \"nope\" does not exist"), assertThrows(KubeconfigException.class,
                () -> Connections.client(request.withContext(null, null, "nope"))).messages());
        String missing = dir.resolve("missing").toString();
        assertEquals(List.of("stat " + missing + ": no such file or directory"), assertThrows(KubeconfigException.class,
                () -> Connections.client(request.withKubeconfig(missing))).messages());
    }
}
