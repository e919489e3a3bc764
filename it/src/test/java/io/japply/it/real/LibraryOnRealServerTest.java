package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.japply.apply.model.Action;
import io.japply.apply.ApplyReport;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.DryRun;
import io.japply.apply.Japply;
import io.japply.apply.model.PatchType;
import io.japply.apply.Preview;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The Java API on the user's own fabric8 client against the real API server. */
@RealServer
@Timeout(120)
class LibraryOnRealServerTest {

    private static Deployment web(String ns, String image, Integer replicas) {
        return new DeploymentBuilder().withNewMetadata().withName("web").withNamespace(ns).endMetadata()
                .withNewSpec().withReplicas(replicas)
                .withNewSelector().addToMatchLabels("app", "web").endSelector()
                .withNewTemplate().withNewMetadata().addToLabels("app", "web").endMetadata()
                .withNewSpec().addNewContainer().withName("web").withImage(image).endContainer().endSpec()
                .endTemplate().endSpec().build();
    }

    private static ConfigMap configMap(String ns, String name) {
        return new ConfigMapBuilder().withNewMetadata().withName(name).withNamespace(ns).endMetadata()
                .addToData("k", name).build();
    }

    @Test
    void createdUnchangedConfiguredAndTheAutoscalersReplicasKept(Cluster cluster) {
        String ns = cluster.namespace("lib");
        Japply japply = Japply.with(cluster.client());
        ApplyResult created = japply.apply(web(ns, "nginx:1.27.0", null));
        assertEquals(Action.CREATED, created.action());
        assertEquals(Action.UNCHANGED, japply.apply(web(ns, "nginx:1.27.0", null)).action());
        assertEquals(0, cluster.kubectl("scale", "deployment", "web", "-n", ns, "--replicas=5").exitCode());
        ApplyResult configured = japply.apply(web(ns, "nginx:1.27.1", null));
        assertEquals(Action.CONFIGURED, configured.action());
        assertEquals(PatchType.STRATEGIC, configured.patchType().orElseThrow());
        JsonNode live = cluster.get("deployment", ns, "web");
        assertEquals(5, live.at("/spec/replicas").asInt(), "replicas the file does not set stay the autoscaler's");
        assertEquals("nginx:1.27.1", live.at("/spec/template/spec/containers/0/image").asText());
    }

    @Test
    void aCustomResourceByMergePatchAndAFailureAmongOthers(Cluster cluster) {
        String ns = cluster.namespace("lib-cr");
        Japply japply = Japply.with(cluster.client());
        ApplyReport setup = japply.apply(List.of(crd()));
        assertTrue(setup.succeeded(), setup.toString());
        // a separate call: the kind is served once the API server has established the CRD (a run saw it missing)
        assertEquals(0, cluster.kubectl("wait", "--for=condition=established", "--timeout=60s",
                "crd/gadgets.lib.japply.io").exitCode());
        assertEquals(Action.CREATED, japply.apply(gadget(ns, 1)).action());
        ApplyResult changed = japply.apply(gadget(ns, 2));
        assertEquals(Action.CONFIGURED, changed.action());
        assertEquals(PatchType.MERGE, changed.patchType().orElseThrow());
        assertEquals(2, cluster.get("gadgets.lib.japply.io", ns, "g").at("/spec/size").asInt());
        GenericKubernetesResource unknown = new GenericKubernetesResourceBuilder().withApiVersion("nowhere.japply.io/v1")
                .withKind("Nothing").withNewMetadata().withName("n").withNamespace(ns).endMetadata().build();
        ApplyReport report = japply.apply(List.<HasMetadata>of(configMap(ns, "a"), unknown, configMap(ns, "b")));
        assertEquals(List.of(Action.CREATED, Action.FAILED, Action.CREATED),
                report.results().stream().map(ApplyResult::action).toList());
        assertFalse(report.succeeded());
        assertNotNull(cluster.get("configmap", ns, "b"));
    }

    /** What only a client's write changes: the spec, the generation the server counts for it, the annotations and labels. */
    private static JsonNode writtenByClients(JsonNode deployment) {
        com.fasterxml.jackson.databind.node.ObjectNode kept = new com.fasterxml.jackson.databind.ObjectMapper().createObjectNode();
        kept.set("spec", deployment.path("spec"));
        kept.set("generation", deployment.at("/metadata/generation"));
        kept.set("annotations", deployment.at("/metadata/annotations"));
        kept.set("labels", deployment.at("/metadata/labels"));
        return kept;
    }

    @Test
    void dryRunsAndPreviewsWriteNothingAndPruneDeletes(Cluster cluster) {
        String ns = cluster.namespace("lib-dry");
        Japply japply = Japply.with(cluster.client());
        for (DryRun mode : List.of(DryRun.CLIENT, DryRun.SERVER)) {
            assertEquals(Action.CREATED, japply.dryRun(mode).apply(configMap(ns, "dry")).action(), mode.name());
        }
        assertNull(cluster.get("configmap", ns, "dry"));
        japply.apply(web(ns, "nginx:1.27.0", 2));
        // the deployment controller keeps writing the status (no kubelet: its Pods stay Pending), so the
        // resourceVersion moves by itself; a write of japply's would change the spec, its generation or annotations
        JsonNode before = writtenByClients(cluster.get("deployment", ns, "web"));
        for (Japply mode : List.of(japply, japply.dryRun(DryRun.CLIENT))) {
            Preview preview = mode.preview(List.of(web(ns, "nginx:1.27.1", 2)));
            assertTrue(preview.changed());
            assertTrue(preview.objects().get(0).diff().contains("-      - image: nginx:1.27.0\n+      - image: nginx:1.27.1\n"),
                    preview.objects().get(0).diff());
        }
        assertEquals(before, writtenByClients(cluster.get("deployment", ns, "web")), "nothing written");
        Japply pruning = Japply.with(cluster.client()).namespace(ns).pruneApplySet("configmaps/set");
        assertTrue(pruning.apply(List.of(configMap(ns, "a"), configMap(ns, "b"))).succeeded());
        ApplyReport second = pruning.apply(List.of(configMap(ns, "a")));
        assertTrue(second.succeeded(), second.toString());
        assertEquals(List.of("b"), second.pruned().stream().map(p -> p.id().name()).toList());
        assertNull(cluster.get("configmap", ns, "b"));
    }

    private static GenericKubernetesResource gadget(String ns, int size) {
        return new GenericKubernetesResourceBuilder().withApiVersion("lib.japply.io/v1").withKind("Gadget")
                .withNewMetadata().withName("g").withNamespace(ns).endMetadata()
                .addToAdditionalProperties("spec", java.util.Map.of("size", size)).build();
    }

    private static GenericKubernetesResource crd() {
        var schema = java.util.Map.of("openAPIV3Schema", java.util.Map.of("type", "object", "properties",
                java.util.Map.of("spec", java.util.Map.of("type", "object", "x-kubernetes-preserve-unknown-fields", true))));
        return new GenericKubernetesResourceBuilder().withApiVersion("apiextensions.k8s.io/v1")
                .withKind("CustomResourceDefinition").withNewMetadata().withName("gadgets.lib.japply.io").endMetadata()
                .addToAdditionalProperties("spec", java.util.Map.of("group", "lib.japply.io", "scope", "Namespaced",
                        "names", java.util.Map.of("plural", "gadgets", "singular", "gadget", "kind", "Gadget"),
                        "versions", List.of(java.util.Map.of("name", "v1", "served", true, "storage", true, "schema", schema))))
                .build();
    }
}
