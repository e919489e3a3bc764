package io.japply.apply.internal.object;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.Action;
import io.japply.apply.model.DryRun;
import io.japply.apply.model.FieldValidation;
import io.japply.apply.model.PatchType;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.model.Manifest;
import io.japply.threeway.MergeKeyOptions;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.OpenApiFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The managedFields migration's JSON patch carries the resourceVersion of the object it was computed
 * from: changed since (409), the object is read again and the patch computed anew (kubectl retries
 * so, up to five times); then the manifest is applied again so that dropped fields go.
 */
@Timeout(10)
class ServerSideMigrationStaleTest {
    private static final String CSA = "{\"manager\":\"kubectl-client-side-apply\",\"operation\":\"Update\","
            + "\"apiVersion\":\"v1\",\"fieldsV1\":{\"f:data\":{\"f:b\":{}},\"f:metadata\":{\"f:annotations\":"
            + "{\".\":{},\"f:kubectl.kubernetes.io/last-applied-configuration\":{}}}}}";
    private static final String KEEPER = "{\"manager\":\"kubectl-last-applied\",\"operation\":\"Apply\","
            + "\"apiVersion\":\"v1\",\"fieldsV1\":{\"f:metadata\":{\"f:annotations\":"
            + "{\"f:kubectl.kubernetes.io/last-applied-configuration\":{}}}}}";
    private static final String SSA = "{\"manager\":\"kubectl\",\"operation\":\"Apply\",\"apiVersion\":\"v1\","
            + "\"fieldsV1\":{\"f:data\":{\"f:a\":{}}}}";

    private static ObjectNode live(String version) throws JsonProcessingException {
        return (ObjectNode) Json.parse("{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"c\","
                + "\"namespace\":\"default\",\"resourceVersion\":\"" + version + "\",\"annotations\":{"
                + "\"kubectl.kubernetes.io/last-applied-configuration\":\"{}\"},\"managedFields\":[" + SSA + ","
                + CSA + "," + KEEPER + "]},\"data\":{\"a\":\"1\",\"b\":\"2\"}}");
    }

    @Test
    void aStaleObjectIsReadAgainAndTheMigrationRetried() throws Exception {
        Gateway gateway = new Gateway();
        ApplyOptions options = new ApplyOptions(List.of("c.yaml"), false, Optional.of("default"), DryRun.NONE, true,
                ApplyOptions.SERVER_SIDE_FIELD_MANAGER, Optional.empty(), true, false, false,
                new MergeKeyOptions(false, false), FieldValidation.STRICT);
        ObjectNode object = (ObjectNode) Json.parse("{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\","
                + "\"metadata\":{\"name\":\"c\"},\"data\":{\"a\":\"1\"}}");
        Outcome outcome = new Applier(gateway, options, d -> { }).apply(Manifest.of("c.yaml", 1, 0, object));
        assertEquals(Action.SERVER_SIDE_APPLIED, outcome.action(), String.valueOf(outcome.error()));
        assertEquals(List.of("APPLY", "JSON", "GET", "JSON", "APPLY"), gateway.calls);
        JsonNode second = Json.parse(gateway.jsonPatches.get(1));
        assertEquals("7", second.at("/1/value").asText(), "guarded by the version read again");
        JsonNode fields = second.at("/0/value");
        assertEquals(2, fields.size(), fields.toString());
        assertEquals("kubectl", fields.at("/0/manager").asText());
        assertTrue(fields.at("/0/fieldsV1/f:data").has("f:b"), "the client-side fields moved: " + fields);
        assertEquals("kubectl-last-applied", fields.at("/1/manager").asText());
    }

    /** Answers an apply with the live object, refuses the first JSON patch with 409 (changed since). */
    private static final class Gateway implements ClusterGateway {
        final List<String> calls = new ArrayList<>();
        final List<String> jsonPatches = new ArrayList<>();

        @Override
        public ObjectNode patch(ObjectRef ref, Served served, PatchType type, String body, Write options) {
            calls.add(type.name());
            try {
                if (type == PatchType.JSON) {
                    jsonPatches.add(body);
                    if (jsonPatches.size() == 1) {
                        throw new Conflict("the object has been modified");
                    }
                    return live("8");
                }
                return live("5");
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public Optional<ObjectNode> get(ObjectRef ref, Served served) {
            calls.add("GET");
            try {
                return Optional.of(live("7"));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public String contextNamespace() {
            return "default";
        }

        @Override
        public Optional<Served> resource(String apiVersion, String kind) {
            return Optional.of(new Served("configmaps", true));
        }

        @Override
        public ObjectNode create(ObjectRef ref, Served served, ObjectNode body, Write options) {
            throw new UnsupportedOperationException();
        }

        @Override
        public List<ObjectNode> list(ObjectRef kind, Served served, String labelSelector) {
            return List.of();
        }

        @Override
        public Optional<String> preferredVersion(String group) {
            return Optional.of("v1");
        }

        @Override
        public void delete(ObjectRef ref, Served served, Deletion options) {
            throw new UnsupportedOperationException();
        }

        @Override
        public OpenApiFetcher openApi() {
            return null;
        }
    }
}
