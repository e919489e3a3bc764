package io.japply.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import org.junit.jupiter.api.Test;

/** The fake server refuses, when asked to, what a real one refuses: annotations over 256 KiB. */
class AnnotationLimitTest {
    private static ObjectNode configMap(int valueBytes) {
        ObjectNode cm = Json.object().put("apiVersion", "v1").put("kind", "ConfigMap");
        cm.putObject("metadata").put("name", "big").putObject("annotations").put("k", "x".repeat(valueBytes));
        return cm;
    }

    @Test
    void keysAndValuesCountUpToTheLimit() throws Exception {
        assertNull(AnnotationLimit.refusal(configMap(AnnotationLimit.MAX_BYTES - 1)), "1 + 262143 bytes fit");
        ObjectStore.Answer refused = AnnotationLimit.refusal(configMap(AnnotationLimit.MAX_BYTES));
        assertEquals(422, refused.status());
        assertEquals("ConfigMap \"big\" is invalid: metadata.annotations: Too long: must have at most 262144 bytes",
                Json.parse(refused.body()).path("message").asText());
    }

    @Test
    void theStoreRefusesCreatesAndPatchesOnlyWhenAsked() {
        ObjectStore store = new ObjectStore();
        String big = configMap(AnnotationLimit.MAX_BYTES).toString();
        assertEquals(201, store.create("/api/v1/namespaces/default/configmaps", big, false, null).status());
        store.limitAnnotationSize();
        assertEquals(422, store.create("/api/v1/namespaces/a/configmaps", big, false, null).status());
        String small = configMap(10).toString();
        assertEquals(201, store.create("/api/v1/namespaces/a/configmaps", small, false, null).status());
        assertEquals(422, store.patch("/api/v1/namespaces/a/configmaps/big", "application/merge-patch+json", big, false, null)
                .status());
        assertEquals(11, AnnotationLimit.size(store.get("/api/v1/namespaces/a/configmaps/big")), "the patch was not stored");
    }
}
