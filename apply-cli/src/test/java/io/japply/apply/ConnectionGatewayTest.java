package io.japply.apply;

import io.japply.apply.model.Failure;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.kubeconfig.ConnectionOptions;
import io.japply.apply.kubeconfig.ConnectionRequest;
import io.japply.apply.kubeconfig.CredentialPrompt;
import io.japply.apply.kubeconfig.KubeconfigException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link Connections#gateway}: the command line's connection, as a library user has it; nothing here is sent. */
class ConnectionGatewayTest {
    @TempDir
    Path dir;

    private ConnectionRequest kubeconfig(String user, String cluster) throws IOException {
        return ConnectionRequest.defaults().withKubeconfig(Files.writeString(dir.resolve("config"), """
                apiVersion: v1
                kind: Config
                current-context: a
                contexts:
                - {name: a, context: {cluster: c, user: u}}
                clusters:
                - {name: c, cluster: %s}
                users:
                - {name: u, user: %s}
                """.formatted(cluster, user)).toString());
    }

    @Test
    void aUserWithNoCredentialOverTlsIsAskedOnceAndTheAnswerStops() throws IOException {
        ConnectionRequest request = kubeconfig("{}", "{server: \"https://a.example:6443\", insecure-skip-tls-verify: true}");
        List<String> asked = new ArrayList<>();
        try (ClusterGateway gateway = Connections.gateway(request, ConnectionOptions.defaults().withPrompt(() -> {
            asked.add("asked");
            return new CredentialPrompt.BasicCredentials("me", "secret");
        }))) {
            assertEquals(List.of("asked"), asked);
        }
        KubeconfigException eof = new KubeconfigException(KubeconfigException.Kind.UNUSABLE, List.of("EOF"));
        assertSame(eof, assertThrows(KubeconfigException.class, () -> Connections.gateway(request,
                ConnectionOptions.defaults().withPrompt(() -> {
                    throw eof;
                }))));
    }

    @Test
    void aUserWithATokenIsNeverAsked() throws IOException {
        ConnectionRequest request = kubeconfig("{token: t0ken}", "{server: \"https://a.example:6443\", insecure-skip-tls-verify: true}");
        assertDoesNotThrow(() -> Connections.gateway(request, ConnectionOptions.defaults().withPrompt(() -> {
            throw new AssertionError("asked");
        })).close());
    }

    @Test
    void aCertificateAuthorityWithInsecureSkipTlsVerifyIsRefusedBeforeAnyRequest() throws IOException {
        Path ca = Files.writeString(dir.resolve("ca.crt"), "not read");
        ConnectionRequest request = kubeconfig("{token: t0ken}", "{server: \"https://a.example:6443\","
                + " insecure-skip-tls-verify: true, certificate-authority: \"" + ca + "\"}");
        List<String> sent = new ArrayList<>();
        RuntimeException refused = assertThrows(RuntimeException.class, () -> Connections.gateway(request,
                ConnectionOptions.defaults().withFirstRequest((http, server) -> sent.add(server))));
        assertEquals("specifying a root certificates file with the insecure flag is not allowed", refused.getMessage());
        assertEquals(List.of(), sent);
    }

    @Test
    void theFirstRequestHookSeesTheServerAndMayStopTheConnection() throws IOException {
        ConnectionRequest request = kubeconfig("{token: t0ken}", "{server: \"https://a.example:6443\", insecure-skip-tls-verify: true}");
        Failure refused = Failure.input("server version differs");
        assertSame(refused, assertThrows(Failure.class, () -> Connections.gateway(request,
                ConnectionOptions.defaults().withFirstRequest((http, server) -> {
                    assertEquals("https://a.example:6443/", server);
                    throw refused;
                }))));
    }
}
