package io.japply.threeway.bench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;

/** The documents the engine benchmark works on: a realistic Deployment, and a merge list of 500 items. */
final class BenchDocuments {
    private BenchDocuments() {
    }

    /** original, modified, current of a Deployment with several containers. */
    static ObjectNode[] deployment() {
        ObjectNode original = deployment(3, "1.0", 3);
        ObjectNode modified = deployment(3, "1.1", 3);
        ((ObjectNode) modified.at("/spec/template/spec/containers/0")).withArray("env")
                .addObject().put("name", "NEW_FLAG").put("value", "on");
        ((ArrayNode) modified.at("/spec/template/spec/containers/1/ports")).remove(1);
        ObjectNode current = deployment(3, "1.0", 5);
        current.with("metadata").with("labels").put("injected-by", "mesh");
        current.with("status").put("observedGeneration", 7).put("replicas", 5);
        return new ObjectNode[] {original, modified, current};
    }

    private static ObjectNode deployment(int containers, String version, int replicas) {
        ObjectNode d = Json.object().put("apiVersion", "apps/v1").put("kind", "Deployment");
        d.with("metadata").put("name", "web").put("namespace", "shop").with("labels").put("app", "web");
        ObjectNode spec = d.with("spec").put("replicas", replicas);
        spec.with("selector").with("matchLabels").put("app", "web");
        spec.with("strategy").put("type", "RollingUpdate").with("rollingUpdate").put("maxSurge", "25%");
        ObjectNode pod = spec.with("template");
        pod.with("metadata").with("labels").put("app", "web").put("version", version);
        ObjectNode podSpec = pod.with("spec");
        ArrayNode list = podSpec.withArray("containers");
        for (int c = 0; c < containers; c++) {
            list.add(container(c, version));
        }
        ArrayNode volumes = podSpec.withArray("volumes");
        for (int v = 0; v < 4; v++) {
            volumes.addObject().put("name", "config-" + v).with("configMap").put("name", "web-config-" + v);
        }
        return d;
    }

    private static ObjectNode container(int index, String version) {
        ObjectNode c = Json.object().put("name", "c" + index).put("image", "registry.example/web-" + index + ":" + version);
        ArrayNode env = c.withArray("env");
        for (int e = 0; e < 12; e++) {
            env.addObject().put("name", "VAR_" + e).put("value", "value-" + e);
        }
        ArrayNode ports = c.withArray("ports");
        for (int p = 0; p < 3; p++) {
            ports.addObject().put("containerPort", 8080 + p).put("protocol", "TCP").put("name", "p" + p);
        }
        c.withArray("volumeMounts").addObject().put("name", "config-" + index).put("mountPath", "/etc/config");
        ObjectNode probe = c.with("readinessProbe");
        probe.with("httpGet").put("path", "/healthz").put("port", 8080);
        probe.put("periodSeconds", 10).put("failureThreshold", 3);
        c.with("resources").with("limits").put("cpu", "500m").put("memory", "256Mi");
        return c;
    }

    /** original, modified, current of an object holding one merge list of 500 maps. */
    static ObjectNode[] bigList() {
        ObjectNode original = bigList(500, 0);
        ObjectNode modified = bigList(500, 1);
        ObjectNode current = bigList(500, 0);
        ((ArrayNode) current.at("/spec/template/spec/containers/0/env")).addObject().put("name", "LIVE_ONLY").put("value", "x");
        return new ObjectNode[] {original, modified, current};
    }

    private static ObjectNode bigList(int size, int changeEvery) {
        ObjectNode d = Json.object().put("apiVersion", "apps/v1").put("kind", "Deployment");
        d.with("metadata").put("name", "big");
        ObjectNode c = d.with("spec").with("template").with("spec").withArray("containers").addObject().put("name", "main");
        ArrayNode env = c.withArray("env");
        for (int i = 0; i < size; i++) {
            String value = changeEvery > 0 && i % 10 == 0 ? "changed-" + i : "value-" + i;
            env.addObject().put("name", "VAR_" + i).put("value", value);
        }
        return d;
    }
}
