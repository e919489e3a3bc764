package io.japply.threeway.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.StrategicMergePatch;
import io.japply.threeway.ThreeWayOptions;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.OpenApiSchemas;
import io.japply.threeway.meta.PatchMetaLookup;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

/** The benchmark measures real work: its patch, applied to current, yields modified plus live drift. */
class BenchDocumentsTest {

    @Test
    void deploymentPatchCarriesTheEditsAndKeepsDrift() throws Exception {
        PatchMetaLookup schema;
        try (InputStream in = getClass().getResourceAsStream("/schemas/apps-v1-deployment.openapi-v2.json")) {
            schema = OpenApiSchemas.load(Json.lenientMapper().readTree(in), "io.k8s.api.apps.v1.Deployment");
        }
        ObjectNode[] docs = BenchDocuments.deployment();
        ObjectNode patch = StrategicMergePatch.createThreeWay(docs[0], docs[1], docs[2], schema, ThreeWayOptions.OVERWRITE);
        ObjectNode result = StrategicMergePatch.apply(docs[2], patch, schema);
        assertEquals(docs[1].at("/spec/template/spec/containers"), result.at("/spec/template/spec/containers"));
        assertEquals(3, result.at("/spec/replicas").asInt(), "replicas set by the file win");
        assertEquals("mesh", result.at("/metadata/labels/injected-by").asText(), "live-only label survives");
        assertTrue(patch.at("/spec/template/spec").has("$setElementOrder/containers"));
    }
}
