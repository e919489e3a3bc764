package io.japply.it.apply;

/** Status stanzas as the controllers write them (single quotes for double), and the manifests they concern. */
final class WaitStatuses {
    static final String DEPLOYMENT = "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n"
            + "  replicas: 3\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n"
            + "    spec: {containers: [{name: app, image: 'app:1'}]}\n";
    static final String POD = "apiVersion: v1\nkind: Pod\nmetadata: {name: worker}\n"
            + "spec: {containers: [{name: app, image: 'worker:1'}]}\n";
    static final String WIDGET = "apiVersion: stable.example.com/v1\nkind: Widget\nmetadata: {name: bucket}\nspec: {size: 1}\n";

    static final String DEPLOYMENTS = "/apis/apps/v1/namespaces/default/deployments";

    private WaitStatuses() {
    }

    /** {@code updated} of 3 replicas updated, ready and available; {@code old} replicas of the former version left. */
    static String rollout(int updated, int old) {
        boolean done = updated == 3 && old == 0;
        return "{'observedGeneration': 1, 'replicas': " + (updated + old) + ", 'updatedReplicas': " + updated
                + ", 'readyReplicas': " + (updated + old) + ", 'availableReplicas': " + (updated + old) + ", 'conditions': ["
                + "{'type': 'Available', 'status': '" + (done ? "True" : "False") + "', 'reason': 'MinimumReplicasAvailable'},"
                + "{'type': 'Progressing', 'status': 'True', 'reason': '" + (done ? "NewReplicaSetAvailable" : "ReplicaSetUpdated")
                + "'}]}";
    }

    static String deadlineExceeded() {
        return "{'observedGeneration': 1, 'replicas': 3, 'updatedReplicas': 1, 'readyReplicas': 2, 'availableReplicas': 2,"
                + " 'conditions': [{'type': 'Progressing', 'status': 'False', 'reason': 'ProgressDeadlineExceeded',"
                + " 'message': 'ReplicaSet web-5d8f has timed out progressing.'}]}";
    }

    static String crashLooping() {
        return "{'phase': 'Running', 'conditions': [{'type': 'Ready', 'status': 'False'}], 'containerStatuses': [{'name':"
                + " 'app', 'ready': false, 'restartCount': 5, 'state': {'waiting': {'reason': 'CrashLoopBackOff',"
                + " 'message': 'back-off 1m20s restarting failed container'}}}]}";
    }

    static String ready(boolean ready) {
        return "{'observedGeneration': 1, 'conditions': [{'type': 'Ready', 'status': '" + (ready ? "True" : "False")
                + "', 'reason': '" + (ready ? "Provisioned" : "Provisioning") + "', 'message': '"
                + (ready ? "" : "waiting for the bucket") + "'}]}";
    }
}
