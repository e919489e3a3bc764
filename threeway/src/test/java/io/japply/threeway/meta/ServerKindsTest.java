package io.japply.threeway.meta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.StrategicMergePatch;
import io.japply.threeway.ThreeWayOptions;
import io.japply.threeway.json.Json;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The server's OpenAPI v3 first, then its v2, then the bundle; custom resources get no metadata. */
class ServerKindsTest {
    private static final String SMP = "application/strategic-merge-patch+json";

    /** A fake server: documents by path, and a log of what was fetched. */
    private static final class Server implements OpenApiFetcher {
        final Map<String, JsonNode> documents = new HashMap<>();
        final List<String> fetched = new ArrayList<>();

        @Override
        public Optional<JsonNode> fetch(String path) {
            fetched.add(path);
            return Optional.ofNullable(documents.get(path));
        }
    }

    private static JsonNode resource(String name) throws Exception {
        try (InputStream in = ServerKindsTest.class.getResourceAsStream(name)) {
            return Json.mapper().readTree(in);
        }
    }

    /** /openapi/v3 and the apps/v1 document, whose Deployment PATCH accepts the given media types. */
    private static Server v3Server(String... patchTypes) throws Exception {
        Server server = new Server();
        server.documents.put("/openapi/v3", Json.parse(
                "{\"paths\":{\"apis/apps/v1\":{\"serverRelativeURL\":\"/openapi/v3/apis/apps/v1?hash=1\"}}}"));
        ObjectNode doc = (ObjectNode) resource("/schemas/apps-v1-deployment.openapi-v3.json");
        ObjectNode content = Json.object();
        for (String type : patchTypes) {
            content.putObject(type);
        }
        ObjectNode patch = doc.putObject("paths").putObject("/apis/apps/v1/namespaces/{namespace}/deployments/{name}")
                .putObject("patch");
        patch.putObject("x-kubernetes-group-version-kind").put("group", "apps").put("version", "v1").put("kind", "Deployment");
        patch.putObject("requestBody").set("content", content);
        server.documents.put("/openapi/v3/apis/apps/v1?hash=1", doc);
        return server;
    }

    @Test
    void prefersTheServersV3AndFetchesEachDocumentOnce() throws Exception {
        Server server = v3Server(SMP, "application/merge-patch+json");
        ServerKinds kinds = new ServerKinds(server, BuiltinKinds.bundled());
        assertEquals(ServerKinds.Source.SERVER_V3, kinds.resolve("apps/v1", "Deployment").orElseThrow().source());
        kinds.resolve("apps/v1", "Deployment");
        kinds.resolve("apps/v1", "StatefulSet");
        assertEquals(List.of("/openapi/v3", "/openapi/v3/apis/apps/v1?hash=1", "/openapi/v2"), server.fetched);
    }

    @Test
    void aKindWhosePatchTakesNoStrategicPatchInV3FallsBackForBuiltInKinds() throws Exception {
        Server server = v3Server("application/merge-patch+json");
        server.documents.put("/openapi/v2", resource("/schemas/apps-v1-deployment.openapi-v2.json"));
        ServerKinds kinds = new ServerKinds(server, BuiltinKinds.bundled());
        assertEquals(ServerKinds.Source.SERVER_V2, kinds.resolve("apps/v1", "Deployment").orElseThrow().source());
    }

    @Test
    void withoutServerOpenApiBuiltInKindsUseTheBundleAndCustomResourcesGetNothing() {
        ServerKinds kinds = new ServerKinds(OpenApiFetcher.NONE, BuiltinKinds.bundled());
        assertEquals(ServerKinds.Source.BUNDLED, kinds.resolve("apps/v1", "Deployment").orElseThrow().source());
        assertTrue(kinds.resolve("stable.example.com/v1", "Widget").isEmpty());
    }

    @Test
    void withoutServerOpenApiKindsKubectlDoesNotCompileInGetAJsonMergePatchAsFromKubectl() {
        // kubectl falls back to its compiled-in types, which lack these groups (seen with Calico's CRDs)
        ServerKinds kinds = new ServerKinds(OpenApiFetcher.NONE, BuiltinKinds.bundled());
        assertTrue(kinds.resolve("apiextensions.k8s.io/v1", "CustomResourceDefinition").isEmpty());
        assertTrue(kinds.resolve("apiregistration.k8s.io/v1", "APIService").isEmpty());
        assertEquals(ServerKinds.Source.BUNDLED,
                kinds.resolve("admissionregistration.k8s.io/v1", "ValidatingWebhookConfiguration").orElseThrow().source());
    }

    @Test
    void everySourceGivesTheSamePatch() throws Exception {
        Server v2Only = new Server();
        v2Only.documents.put("/openapi/v2", resource("/schemas/apps-v1-deployment.openapi-v2.json"));
        List<ServerKinds> sources = List.of(new ServerKinds(v3Server(SMP), BuiltinKinds.bundled()),
                new ServerKinds(v2Only, BuiltinKinds.bundled()), new ServerKinds(OpenApiFetcher.NONE, BuiltinKinds.bundled()));
        JsonNode original = Json.parse("{\"spec\":{\"template\":{\"spec\":{\"containers\":[{\"name\":\"a\",\"image\":\"1\"},"
                + "{\"name\":\"b\",\"image\":\"1\"}]}}}}");
        JsonNode modified = Json.parse("{\"spec\":{\"template\":{\"spec\":{\"containers\":[{\"name\":\"a\",\"image\":\"2\"}]}}}}");
        // the patch kubectl sends for this edit: a's new image, b deleted by its merge key, the new order
        JsonNode expected = Json.parse("{\"spec\":{\"template\":{\"spec\":{\"$setElementOrder/containers\":[{\"name\":\"a\"}],"
                + "\"containers\":[{\"image\":\"2\",\"name\":\"a\"},{\"$patch\":\"delete\",\"name\":\"b\"}]}}}}");
        for (ServerKinds kinds : sources) {
            PatchMetaLookup schema = kinds.resolve("apps/v1", "Deployment").orElseThrow().schema();
            assertEquals(expected, StrategicMergePatch.createThreeWay(original, modified, original, schema,
                    ThreeWayOptions.OVERWRITE));
        }
    }
}
