package io.japply.apply.internal.kubeconfig;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.apply.internal.cluster.TlsServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The kubeconfig's CA as the only trust, through the JDK's HTTP client as japply uses it: the chain must
 * end at that CA, and the certificate must name the host connected to, or the kubeconfig's tls-server-name
 * where it gives one (the test certificate's only name: IP address 127.0.0.1).
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class NameCheckingTrustTest {
    private static final Optional<String> NO_NAME = Optional.empty();

    @TempDir
    Path dir;

    @Test
    void theServerIsTrustedAtTheAddressItsCertificateNames() throws Exception {
        try (TlsServer server = TlsServer.start(dir, true)) {
            assertEquals(200, get(server.certificatePem(), NO_NAME, server.url() + "/version").statusCode());
        }
    }

    @Test
    void aHostNameTheCertificateDoesNotNameIsRefused() throws Exception {
        try (TlsServer server = TlsServer.start(dir, true)) {
            String url = server.url().replace("127.0.0.1", "localhost") + "/version";
            IOException refused = assertThrows(IOException.class, () -> get(server.certificatePem(), NO_NAME, url));
            assertTrue(messages(refused).contains("the server's certificate is valid for no DNS name, not localhost"),
                    messages(refused));
            assertEquals(0, server.answered());
        }
    }

    @Test
    void aChainToAnotherCaIsRefused() throws Exception {
        try (TlsServer server = TlsServer.start(Files.createDirectories(dir.resolve("a")), true);
                TlsServer other = TlsServer.start(Files.createDirectories(dir.resolve("b")), true)) {
            IOException refused = assertThrows(IOException.class, () -> get(other.certificatePem(), NO_NAME, server.url() + "/version"));
            assertTrue(messages(refused).contains("PKIX path"), messages(refused));
            assertEquals(0, server.answered());
        }
    }

    @Test
    void aTlsServerNameIsCheckedInsteadOfTheHost() throws Exception {
        try (TlsServer server = TlsServer.start(dir, true)) {
            String byName = server.url().replace("127.0.0.1", "localhost") + "/version";
            assertEquals(200, get(server.certificatePem(), Optional.of("127.0.0.1"), byName).statusCode(),
                    "the certificate names 127.0.0.1, the kubeconfig's tls-server-name");
            IOException refused = assertThrows(IOException.class,
                    () -> get(server.certificatePem(), Optional.of("api.example"), server.url() + "/version"));
            assertTrue(messages(refused).contains("the server's certificate is valid for no DNS name, not api.example"),
                    messages(refused));
        }
    }

    private static HttpResponse<String> get(byte[] caPem, Optional<String> serverName, String url) throws Exception {
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, CaTrust.onlyThese(caPem, serverName), null);
        HttpClient client = HttpClient.newBuilder().sslContext(context).connectTimeout(Duration.ofSeconds(10)).build();
        return client.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(20)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static String messages(Throwable failure) {
        StringBuilder all = new StringBuilder();
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            all.append(cause).append('\n');
        }
        return all.toString();
    }
}
