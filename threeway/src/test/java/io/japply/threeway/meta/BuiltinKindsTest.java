package io.japply.threeway.meta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.Json;
import java.io.InputStream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

class BuiltinKindsTest {
    private final BuiltinKinds kinds = BuiltinKinds.bundled();

    @Test
    void findsKindsByApiVersionAndKind() {
        BuiltinKinds.Kind deployment = kinds.find("apps/v1", "Deployment").orElseThrow();
        assertEquals("io.k8s.api.apps.v1.Deployment", deployment.definition());
        assertTrue(deployment.strategicMergePatch());
        assertEquals("io.k8s.api.core.v1.Pod", kinds.find("v1", "Pod").orElseThrow().definition());
        assertEquals("io.k8s.api.networking.v1.Ingress",
                kinds.find("networking.k8s.io/v1", "Ingress").orElseThrow().definition());
        assertTrue(kinds.find("example.com/v1", "Widget").isEmpty(), "custom resources are not built in");
        assertTrue(kinds.find("apps/v1beta1", "Deployment").isEmpty(), "versions the release does not serve");
        assertEquals("v1.37.2", kinds.kubernetesVersion());
        assertTrue(deployment.namespaced());
        assertTrue(!kinds.find("v1", "Namespace").orElseThrow().namespaced(), "namespaces are cluster-scoped");
        assertTrue(!kinds.find("rbac.authorization.k8s.io/v1", "ClusterRole").orElseThrow().namespaced());
    }

    @Test
    void builtInAgreesWithFind() {
        for (String[] kind : new String[][] {{"apps/v1", "Deployment"}, {"v1", "Namespace"}, {"example.com/v1", "Widget"},
                {"apps/v1beta1", "Deployment"}, {"v1", "Deployment"}}) {
            assertEquals(kinds.find(kind[0], kind[1]).isPresent(), kinds.builtIn(kind[0], kind[1]), String.join("/", kind));
        }
        assertTrue(kinds.builtIn("apps/v1", "Deployment"));
    }

    /** The resource of a kind is the one its release's object path names, irregular plurals included. */
    @Test
    void namesTheResourceOfEachServedKind() {
        assertEquals(java.util.Optional.of("configmaps"), kinds.resource("v1", "ConfigMap"));
        assertEquals(java.util.Optional.of("endpoints"), kinds.resource("v1", "Endpoints"));
        assertEquals(java.util.Optional.of("ingresses"), kinds.resource("networking.k8s.io/v1", "Ingress"));
        assertEquals(java.util.Optional.of("networkpolicies"), kinds.resource("networking.k8s.io/v1", "NetworkPolicy"));
        assertEquals(java.util.Optional.of("namespaces"), kinds.resource("v1", "Namespace"));
        assertEquals(java.util.Optional.empty(), kinds.resource("autoscaling/v1", "Scale"), "a subresource's kind");
        assertEquals(java.util.Optional.empty(), kinds.resource("stable.example.com/v1", "Widget"));
    }

    @Test
    void carriesThePatchMetadataOfTheRelease() {
        PatchMetaLookup pod = kinds.find("v1", "Pod").orElseThrow().schema();
        FieldLookup containers = pod.lookupMap("spec").next().lookupList("containers");
        assertEquals("name", containers.meta().mergeKey());
        assertEquals(java.util.List.of("merge"), containers.meta().strategies());
        FieldLookup ports = containers.next().lookupList("ports");
        assertEquals("containerPort", ports.meta().mergeKey());
        FieldLookup volumes = pod.lookupMap("spec").next().lookupList("volumes");
        assertEquals(java.util.List.of("merge", "retainKeys"), volumes.meta().strategies());
        FieldLookup finalizers = pod.lookupMap("metadata").next().lookupList("finalizers");
        assertEquals(java.util.List.of("merge"), finalizers.meta().strategies());
        PatchMetaLookup pdb = kinds.find("policy/v1", "PodDisruptionBudget").orElseThrow().schema();
        assertEquals(java.util.List.of("replace"), pdb.lookupMap("spec").next().lookupMap("selector").meta().strategies());
    }

    /**
     * The bundled file is what the generator makes of the release's swagger.json, which this module's
     * test resources carry (see kubernetes-openapi/v1.37.2/NOTICE): checked in every checkout.
     */
    @Test
    void bundleIsUpToDateWithTheReleaseSpec() throws Exception {
        String resource = "/kubernetes-openapi/" + BuiltinKinds.BUNDLED_VERSION + "/swagger.json.gz";
        InputStream gzipped = BuiltinKindsTest.class.getResourceAsStream(resource);
        assertNotNull(gzipped, "test resource " + resource + " is missing: copy the release's swagger.json there, gzipped");
        JsonNode swagger;
        try (InputStream in = new GZIPInputStream(gzipped)) {
            swagger = Json.mapper().readTree(in);
        }
        JsonNode fresh = KindsBundleGenerator.bundle(swagger, BuiltinKinds.BUNDLED_VERSION);
        assertEquals(fresh, BuiltinKinds.readBundled().tree(), "regenerate with tools/generate-kinds (see its header)");
    }
}
