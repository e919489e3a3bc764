package io.japply.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.threeway.json.Json;
import org.junit.jupiter.api.Test;
import io.japply.apply.model.PatchType;

/** The one entry for "the patch kubectl would send", on hand-written expectations; it/library/LibraryEndToEndTest compares it with kubectl's own PATCH. */
class KubectlPatchTest {
    private static ObjectNode deployment(String image) throws Exception {
        return (ObjectNode) Json.parse("{\"apiVersion\":\"apps/v1\",\"kind\":\"Deployment\",\"metadata\":{\"name\":\"web\"},"
                + "\"spec\":{\"selector\":{\"matchLabels\":{\"app\":\"web\"}},\"template\":{\"metadata\":{\"labels\":"
                + "{\"app\":\"web\"}},\"spec\":{\"containers\":[{\"name\":\"web\",\"image\":\"" + image + "\"}]}}}}");
    }

    /** The live object after applying v1 in namespace shop, then scaled to 5 by someone else. */
    private static ObjectNode live() throws Exception {
        ObjectNode live = LastApplied.modified(deployment("web:1"), "shop");
        live.withObject("/spec").put("replicas", 5);
        live.withObject("/metadata").put("resourceVersion", "7");
        return live;
    }

    @Test
    void theImageChangesAndTheReplicasStay() throws Exception {
        KubectlPatch.Planned planned = KubectlPatch.builtIn().namespace("shop").compute(deployment("web:2"), live());
        assertEquals(PatchType.STRATEGIC, planned.type());
        assertEquals("[{\"name\":\"web\"}]", planned.patch().at("/spec/template/spec/$setElementOrder~1containers").toString());
        assertEquals("[{\"image\":\"web:2\",\"name\":\"web\"}]", planned.patch().at("/spec/template/spec/containers").toString());
        assertTrue(planned.patch().at("/spec/replicas").isMissingNode(), "others' replicas are not touched");
        assertEquals("shop", planned.modified().at("/metadata/namespace").asText());
    }

    @Test
    void nothingToSendAndCustomResourcesGetAMergePatch() throws Exception {
        ObjectNode widget = (ObjectNode) Json.parse("{\"apiVersion\":\"example.com/v1\",\"kind\":\"Widget\","
                + "\"metadata\":{\"name\":\"w\"},\"spec\":{\"size\":1}}");
        ObjectNode live = LastApplied.modified(widget, "default");
        KubectlPatch.Planned planned = KubectlPatch.builtIn().namespace("default").compute(widget, live);
        assertEquals(PatchType.MERGE, planned.type());
        assertTrue(planned.unchanged(), planned.patch().toString());
        KubectlPatch.Planned create = KubectlPatch.builtIn().compute(widget, null);
        assertTrue(create.unchanged());
        assertTrue(create.modified().at("/metadata/annotations").has(LastApplied.KEY));
    }
}
