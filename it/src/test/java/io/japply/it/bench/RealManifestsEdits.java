package io.japply.it.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.japply.it.server.ObjectStore;
import java.util.Map;

/**
 * What happens to objects between two applies: the edits controllers and the API server make to
 * live objects (drift), and a new version of the manifests (an image bumped, a label added).
 */
final class RealManifestsEdits {
    static final String NEW_LABEL = "realworld.japply.io/version";

    private RealManifestsEdits() {
    }

    /** The same controller edits on every object of the store, so that two stores stay comparable. */
    static int drift(ObjectStore store) {
        int edited = 0;
        for (Map.Entry<String, ObjectNode> entry : store.all().entrySet()) {
            ObjectNode live = store.get(entry.getKey());
            if (drift(live)) {
                store.put(entry.getKey(), live);
                edited++;
            }
        }
        return edited;
    }

    /** Edits one live object as its controller would; false when no controller touches this kind. */
    private static boolean drift(ObjectNode live) {
        ObjectNode spec = live.withObject("/spec");
        switch (live.path("kind").asText()) {
            case "Deployment", "StatefulSet", "DaemonSet" -> {
                live.withObject("/metadata").withObject("/annotations").put("deployment.kubernetes.io/revision", "1");
                spec.put("replicas", 3); // as an autoscaler would
                defaultContainers(spec.withObject("/template").withObject("/spec"));
                live.withObject("/status").put("observedGeneration", 1).put("readyReplicas", 3);
            }
            case "Job" -> {
                spec.withObject("/selector").withObject("/matchLabels").put("batch.kubernetes.io/controller-uid", "c0ffee");
                spec.withObject("/template").withObject("/metadata").withObject("/labels")
                        .put("batch.kubernetes.io/controller-uid", "c0ffee").put("controller-uid", "c0ffee");
                defaultContainers(spec.withObject("/template").withObject("/spec"));
                live.withObject("/status").put("succeeded", 1);
            }
            case "Service" -> {
                spec.put("clusterIP", "10.96.0.10").putArray("clusterIPs").add("10.96.0.10");
                int port = 30000;
                for (JsonNode p : spec.path("ports")) {
                    if (spec.path("type").asText().matches("NodePort|LoadBalancer")) {
                        ((ObjectNode) p).put("nodePort", port++);
                    }
                }
            }
            case "ValidatingWebhookConfiguration", "MutatingWebhookConfiguration" ->
                    live.path("webhooks").forEach(w -> ((ObjectNode) w).withObject("/clientConfig").put("caBundle", "Q0E="));
            case "CustomResourceDefinition" -> live.withObject("/status").putArray("conditions").addObject()
                    .put("type", "Established").put("status", "True");
            case "Secret" -> live.withObject("/data").put("ca.crt", "Q0E="); // a certificate controller fills it
            default -> {
                return false;
            }
        }
        return true;
    }

    /** The defaults the API server writes into every container. */
    private static void defaultContainers(ObjectNode podSpec) {
        for (JsonNode c : podSpec.path("containers")) {
            ObjectNode container = (ObjectNode) c;
            if (!container.has("imagePullPolicy")) {
                container.put("imagePullPolicy", "IfNotPresent");
            }
            container.put("terminationMessagePath", "/dev/termination-log").put("terminationMessagePolicy", "File");
        }
        if (!podSpec.has("restartPolicy")) {
            podSpec.put("restartPolicy", "Always");
        }
        podSpec.put("dnsPolicy", podSpec.path("dnsPolicy").asText("ClusterFirst"));
    }

    /** The next version of one manifest document: every image gets a new tag, every object a new label. */
    static JsonNode nextVersion(JsonNode document) {
        JsonNode next = document.deepCopy();
        bumpImages(next);
        if (next.path("kind").asText().endsWith("List") && next.path("items").isArray()) {
            next.path("items").forEach(RealManifestsEdits::label);
        } else if (next instanceof ObjectNode) {
            label(next);
        }
        return next;
    }

    private static void label(JsonNode object) {
        if (object instanceof ObjectNode o) {
            o.withObject("/metadata").withObject("/labels").put(NEW_LABEL, "2");
        }
    }

    private static void bumpImages(JsonNode node) {
        if (node instanceof ObjectNode o) {
            JsonNode image = o.get("image");
            if (image != null && image.isTextual() && o.has("name")) { // a container, not a CRD's schema
                o.set("image", new TextNode(bumped(image.asText())));
            }
            o.forEach(RealManifestsEdits::bumpImages);
        } else if (node instanceof ArrayNode a) {
            a.forEach(RealManifestsEdits::bumpImages);
        }
    }

    /** registry/app:v1.2@sha256:... becomes registry/app:v1.2-next (a digest would pin the old one). */
    private static String bumped(String image) {
        String withoutDigest = image.replaceAll("@sha256:[0-9a-f]+$", "");
        return withoutDigest.matches(".*:[^/]+$") ? withoutDigest + "-next" : withoutDigest + ":next";
    }
}
