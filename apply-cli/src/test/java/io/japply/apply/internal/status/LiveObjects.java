package io.japply.apply.internal.status;

import io.japply.apply.status.WatchScope;

import io.japply.apply.status.ResourceRef;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Small live objects for the engine tests, as a LIST returns them (no apiVersion and kind). */
final class LiveObjects {
    static final WatchScope DEPLOYMENTS = new WatchScope("apps/v1", "Deployment", "shop");
    static final WatchScope PODS = new WatchScope("v1", "Pod", "shop");
    private static final ObjectMapper JSON = new ObjectMapper();

    private LiveObjects() {
    }

    static ResourceRef ref(WatchScope scope, String name) {
        return new ResourceRef(scope.apiVersion(), scope.kind(), scope.namespace(), name);
    }

    /** A Deployment of 3 replicas with {@code updated} of them updated and ready: Current at 3. */
    static JsonNode deployment(String name, String namespace, String resourceVersion, int updated) {
        return parse("{'metadata': {'name': '%s', 'namespace': '%s', 'resourceVersion': '%s', 'generation': 1},"
                + " 'spec': {'replicas': 3},"
                + " 'status': {'observedGeneration': 1, 'replicas': 3, 'updatedReplicas': %d, 'readyReplicas': %d,"
                + " 'availableReplicas': %d, 'conditions': [{'type': 'Available', 'status': '%s'}]}}",
                name, namespace, resourceVersion, updated, updated, updated, updated == 3 ? "True" : "False");
    }

    static JsonNode crashingPod(String name, String resourceVersion) {
        return parse("{'metadata': {'name': '%s', 'namespace': 'shop', 'resourceVersion': '%s'},"
                + " 'status': {'phase': 'Running', 'containerStatuses': [{'name': 'app',"
                + " 'state': {'waiting': {'reason': 'CrashLoopBackOff'}}}]}}", name, resourceVersion);
    }

    static JsonNode unschedulablePod(String name, String created) {
        return parse("{'metadata': {'name': '%s', 'namespace': 'shop', 'resourceVersion': '5',"
                + " 'creationTimestamp': '%s'}, 'status': {'phase': 'Pending', 'conditions': [{'type': 'PodScheduled',"
                + " 'status': 'False', 'reason': 'Unschedulable', 'message': '0/3 nodes are available'}]}}", name, created);
    }

    /** The same object as a watch event carries it, with apiVersion and kind. */
    static JsonNode typed(WatchScope scope, JsonNode object) {
        ObjectNode copy = ((ObjectNode) object).deepCopy();
        copy.put("apiVersion", scope.apiVersion());
        copy.put("kind", scope.kind());
        return copy;
    }

    private static JsonNode parse(String template, Object... args) {
        try {
            return JSON.readTree(String.format(template, args).replace('\'', '"'));
        } catch (Exception e) {
            throw new IllegalArgumentException(e);
        }
    }
}
