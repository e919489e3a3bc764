package io.japply.apply.internal.status;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** Live objects with the status their controllers give them, as a watch carries them. */
public final class StatusObjects {
    private static final ObjectMapper JSON = new ObjectMapper();

    private StatusObjects() {
    }

    /** A Deployment of 3 replicas, {@code ready} of them updated, ready and available. */
    public static JsonNode deployment(String namespace, String name, int ready) {
        return parse("{'apiVersion': 'apps/v1', 'kind': 'Deployment', 'metadata': {'name': '%s', 'namespace': '%s',"
                + " 'generation': 1}, 'spec': {'replicas': 3}, 'status': {'observedGeneration': 1, 'replicas': 3,"
                + " 'updatedReplicas': %d, 'readyReplicas': %d, 'availableReplicas': %d, 'conditions':"
                + " [{'type': 'Available', 'status': '%s'}, {'type': 'Progressing', 'status': 'True',"
                + " 'reason': 'ReplicaSetUpdated'}]}}", name, namespace, ready, ready, ready, ready == 3 ? "True" : "False");
    }

    /** A Deployment whose rollout passed its progress deadline with one of 3 replicas updated. */
    public static JsonNode deadlineExceeded(String namespace, String name) {
        return parse("{'apiVersion': 'apps/v1', 'kind': 'Deployment', 'metadata': {'name': '%s', 'namespace': '%s',"
                + " 'generation': 1}, 'spec': {'replicas': 3}, 'status': {'observedGeneration': 1, 'replicas': 3,"
                + " 'updatedReplicas': 1, 'readyReplicas': 0, 'availableReplicas': 0, 'conditions':"
                + " [{'type': 'Progressing', 'status': 'False', 'reason': 'ProgressDeadlineExceeded',"
                + " 'message': 'ReplicaSet %s-5d8f has timed out progressing.'}]}}", name, namespace, name);
    }

    /** A Pod whose container is in CrashLoopBackOff. */
    public static JsonNode crashingPod(String namespace, String name) {
        return parse("{'apiVersion': 'v1', 'kind': 'Pod', 'metadata': {'name': '%s', 'namespace': '%s'},"
                + " 'status': {'phase': 'Running', 'conditions': [{'type': 'Ready', 'status': 'False'}],"
                + " 'containerStatuses': [{'name': 'app', 'ready': false, 'restartCount': 4, 'state': {'waiting':"
                + " {'reason': 'CrashLoopBackOff', 'message': 'back-off 40s restarting failed container'}}}]}}",
                name, namespace);
    }

    /** A custom resource with the standard Ready condition. */
    public static JsonNode widget(String namespace, String name, boolean ready) {
        return parse("{'apiVersion': 'stable.example.com/v1', 'kind': 'Widget', 'metadata': {'name': '%s',"
                + " 'namespace': '%s', 'generation': 1}, 'status': {'observedGeneration': 1, 'conditions':"
                + " [{'type': 'Ready', 'status': '%s', 'reason': '%s', 'message': '%s'}]}}", name, namespace,
                ready ? "True" : "False", ready ? "Provisioned" : "Provisioning", ready ? "" : "waiting for the bucket");
    }

    /** A ConfigMap: Current as soon as it exists. */
    public static JsonNode configMap(String namespace, String name) {
        return parse("{'apiVersion': 'v1', 'kind': 'ConfigMap', 'metadata': {'name': '%s', 'namespace': '%s'}}",
                name, namespace);
    }

    private static JsonNode parse(String template, Object... args) {
        try {
            return JSON.readTree(String.format(template, args).replace('\'', '"'));
        } catch (Exception e) {
            throw new IllegalArgumentException(e);
        }
    }
}
