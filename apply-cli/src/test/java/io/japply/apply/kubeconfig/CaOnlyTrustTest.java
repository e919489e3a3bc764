package io.japply.apply.kubeconfig;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.apply.cluster.TlsServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The kubeconfig's CA as the only trust, through the JDK's HTTP client as japply uses it: the chain must
 * end at that CA, and the certificate must name the host connected to (its names: IP address 127.0.0.1).
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class CaOnlyTrustTest {
    @TempDir
    Path dir;

    @Test
    void theServerIsTrustedAtTheAddressItsCertificateNames() throws Exception {
        try (TlsServer server = TlsServer.start(dir, true)) {
            assertEquals(200, get(server.certificatePem(), server.url() + "/version").statusCode());
        }
    }

    @Test
    void aHostNameTheCertificateDoesNotNameIsRefused() throws Exception {
        try (TlsServer server = TlsServer.start(dir, true)) {
            String url = server.url().replace("127.0.0.1", "localhost") + "/version";
            IOException refused = assertThrows(IOException.class, () -> get(server.certificatePem(), url));
            assertTrue(messages(refused).contains("the server's certificate is valid for no DNS name, not localhost"),
                    messages(refused));
            assertEquals(0, server.answered());
        }
    }

    @Test
    void aChainToAnotherCaIsRefused() throws Exception {
        try (TlsServer server = TlsServer.start(Files.createDirectories(dir.resolve("a")), true);
                TlsServer other = TlsServer.start(Files.createDirectories(dir.resolve("b")), true)) {
            IOException refused = assertThrows(IOException.class, () -> get(other.certificatePem(), server.url() + "/version"));
            assertTrue(messages(refused).contains("PKIX path"), messages(refused));
            assertEquals(0, server.answered());
        }
    }

    private static HttpResponse<String> get(byte[] caPem, String url) throws Exception {
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, CaTrust.onlyThese(caPem), null);
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
