package io.japply.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The fake server's watch as the API server's: DELETED for a deletion, an ERROR event holding 410 for a compacted version. */
@Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class WatchTest {
    private static final String DEPLOYMENTS = "/apis/apps/v1/namespaces/default/deployments";
    private final ObjectStore store = new ObjectStore();

    private String put(String name) throws Exception {
        store.put(DEPLOYMENTS + "/" + name, (ObjectNode) Json.parse(
                "{\"apiVersion\":\"apps/v1\",\"kind\":\"Deployment\",\"metadata\":{\"name\":\"" + name + "\"}}"));
        return store.get(DEPLOYMENTS + "/" + name).at("/metadata/resourceVersion").asText();
    }

    @Test
    void aDeletionIsSentAsDeletedToAWatchFromBeforeIt() throws Exception {
        String version = put("web");
        put("api");
        store.remove(DEPLOYMENTS + "/web");
        String events = store.watch(DEPLOYMENTS, version, Duration.ofMillis(10)).body();
        assertTrue(events.contains("\"type\":\"DELETED\"") && events.contains("\"name\":\"web\""), events);
        String after = store.watch(DEPLOYMENTS, store.get(DEPLOYMENTS + "/api").at("/metadata/resourceVersion").asText()
                + "0", Duration.ofMillis(10)).body();
        assertTrue(!after.contains("DELETED"), after);
    }

    @Test
    void aWatchFromACompactedVersionMeets410Gone() throws Exception {
        String version = put("web");
        store.compact();
        String events = store.watch(DEPLOYMENTS, version, Duration.ofMillis(10)).body();
        assertEquals(1, events.lines().count(), events);
        assertTrue(events.startsWith("{\"type\":\"ERROR\"") && events.contains("\"code\":410")
                && events.contains("\"reason\":\"Expired\""), events);
    }
}
