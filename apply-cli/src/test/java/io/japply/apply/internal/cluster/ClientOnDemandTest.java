package io.japply.apply.internal.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.http.HttpClient;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The KubernetesClient is made once, over the HTTP client japply built, and closing closes what was made. */
class ClientOnDemandTest {
    private static final Config CONFIG = new ConfigBuilder(Config.empty()).withMasterUrl("http://127.0.0.1:1")
            .withNamespace("team-a").build();

    private static HttpClient http() {
        return new BoundedHttpClientFactory(RequestBudget.of(Duration.ofSeconds(5), "5s")).newBuilder(CONFIG).build();
    }

    @Test
    void theClientIsMadeOnceOverTheGivenHttpClientAndConfig() {
        HttpClient http = http();
        ClientOnDemand onDemand = new ClientOnDemand(http, CONFIG);
        KubernetesClient client = onDemand.client();
        assertSame(client, onDemand.client());
        assertSame(http, client.getHttpClient());
        assertEquals("team-a", client.getNamespace());
        assertEquals("http://127.0.0.1:1/", client.getMasterUrl().toString());
        onDemand.close();
        assertTrue(http.isClosed(), "closing the client closes its HTTP client");
    }

    @Test
    void withoutAClientClosingClosesTheHttpClient() {
        HttpClient http = http();
        ClientOnDemand onDemand = new ClientOnDemand(http, CONFIG);
        assertFalse(http.isClosed());
        onDemand.close();
        assertTrue(http.isClosed());
    }
}
