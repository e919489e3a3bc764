package io.japply.it.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.japply.apply.model.ApplyException;
import io.japply.apply.Japply;
import io.japply.it.FakeApiServer;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The library's words for a server nobody answers at (a refused connection): the object named by
 * kind, namespace and name (an in-memory object has no document), the cause, and no command-line flag.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class LibraryFailureWordsTest {
    @Test
    void aRefusedConnectionNamesTheObjectAndNoFlag() throws Exception {
        Config config = new ConfigBuilder(Config.empty()).withMasterUrl("http://127.0.0.1:" + FakeApiServer.closedPort())
                .withRequestTimeout(3000).build();
        try (KubernetesClient client = new KubernetesClientBuilder().withConfig(config).build()) {
            ApplyException e = assertThrows(ApplyException.class, () -> Japply.with(client).apply(
                    new ConfigMapBuilder().withNewMetadata().withName("settings").withNamespace("shop").endMetadata()
                            .addToData("k", "v").build()));
            String message = e.getMessage();
            assertTrue(message.startsWith("ConfigMap shop/settings: "), message);
            assertFalse(message.contains("document"), message);
            assertFalse(message.contains("--"), "no command-line flag: " + message);
            assertFalse(message.contains("null"), message);
            // the cause, not "no answer within 3000ms": the caller's client does not retry a refused connection until the deadline
            assertTrue(message.contains("connection refused"), message);
            assertEquals(ApplyException.Reason.UNREACHABLE, e.reason());
        }
    }
}
