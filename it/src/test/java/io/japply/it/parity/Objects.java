package io.japply.it.parity;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/** Realistic manifests of every kind in {@link Kinds}, drawn from a seeded random source. */
final class Objects {
    private final Random random;

    Objects(Random random) {
        this.random = random;
    }

    ObjectNode manifest(Kinds kind, String name) {
        ObjectNode o = Json.object().put("apiVersion", kind.apiVersion()).put("kind", kind.kind());
        ObjectNode metadata = o.putObject("metadata").put("name", name);
        metadata.putObject("labels").put("app", name);
        if (random.nextInt(4) == 0) {
            ArrayNode finalizers = metadata.putArray("finalizers");
            sample(List.of("b.example.com/x", "a.example.com/y", "c.example.com/z"), 2).forEach(finalizers::add);
        }
        switch (kind.kind()) {
            case "Deployment", "StatefulSet", "DaemonSet" -> workload(o, name, !kind.kind().equals("DaemonSet"));
            case "Job" -> o.putObject("spec").set("template", podTemplate(name, "Never"));
            case "CronJob" -> cronJob(o, name);
            case "Pod" -> o.set("spec", podSpec("Always"));
            case "Service" -> service(o, name);
            case "ConfigMap" -> data(o.putObject("data"), "<v&>");
            case "Secret" -> data(o.put("type", "Opaque").putObject("stringData"), "s3cr3t");
            case "PersistentVolumeClaim" -> pvc(o);
            case "Ingress" -> ingress(o, name);
            case "NetworkPolicy" -> networkPolicy(o, name);
            case "Role" -> role(o);
            case "RoleBinding" -> roleBinding(o, name);
            case "PodDisruptionBudget" -> o.putObject("spec").put("minAvailable", 1).putObject("selector")
                    .putObject("matchLabels").put("app", name);
            case "HorizontalPodAutoscaler" -> hpa(o, name);
            default -> o.putObject("spec").put("size", 1 + random.nextInt(5)).set("tags",
                    Json.mapper().createArrayNode().add("a").add("b"));
        }
        return o;
    }

    private void workload(ObjectNode o, String name, boolean replicas) {
        ObjectNode spec = o.putObject("spec");
        if (replicas) {
            spec.put("replicas", 1 + random.nextInt(4));
        }
        spec.putObject("selector").putObject("matchLabels").put("app", name);
        spec.set("template", podTemplate(name, "Always"));
    }

    ObjectNode podTemplate(String name, String restart) {
        ObjectNode template = Json.object();
        template.putObject("metadata").putObject("labels").put("app", name);
        template.set("spec", podSpec(restart));
        return template;
    }

    ObjectNode podSpec(String restart) {
        ObjectNode spec = Json.object();
        ArrayNode containers = spec.putArray("containers");
        for (int i : sample(List.of(0, 1, 2, 3, 4), 1 + random.nextInt(3))) {
            containers.add(container(i));
        }
        if (random.nextInt(10) < 6) {
            ArrayNode volumes = spec.putArray("volumes");
            for (int v = 0; v < 4; v++) {
                volumes.add(volume(v));
            }
        }
        if (!restart.equals("Always")) {
            spec.put("restartPolicy", restart);
        }
        return spec;
    }

    ObjectNode container(int i) {
        ObjectNode c = Json.object().put("name", "c" + i).put("image", "registry.example/img" + i + ":" + (1 + random.nextInt(3)));
        if (random.nextInt(10) < 8) {
            ArrayNode env = c.putArray("env");
            for (int e : sample(List.of(0, 1, 2, 3, 4, 5, 6, 7), 1 + random.nextInt(5))) {
                env.addObject().put("name", "E" + e).put("value", Integer.toString(random.nextInt(10)));
            }
        }
        if (random.nextInt(10) < 7) {
            ArrayNode ports = c.putArray("ports");
            for (int p : sample(List.of(80, 443, 8080, 9090, 9100), 1 + random.nextInt(3))) {
                ports.addObject().put("containerPort", p).put("protocol", "TCP");
            }
        }
        if (random.nextBoolean()) {
            ArrayNode mounts = c.putArray("volumeMounts");
            for (int v : sample(List.of(0, 1, 2, 3), 1 + random.nextInt(2))) {
                mounts.addObject().put("name", "v" + v).put("mountPath", "/m" + v);
            }
        }
        if (random.nextInt(10) < 4) {
            ArrayNode args = c.putArray("args");
            for (int a = 0; a <= random.nextInt(3); a++) {
                args.add("--flag" + a);
            }
        }
        if (random.nextInt(10) < 3) {
            c.putObject("resources").putObject("limits").put("cpu", "500m").put("memory", "64Mi");
        }
        return c;
    }

    ObjectNode volume(int v) {
        ObjectNode volume = Json.object().put("name", "v" + v);
        switch (random.nextInt(3)) {
            case 0 -> volume.putObject("emptyDir");
            case 1 -> volume.putObject("configMap").put("name", "cm" + v);
            default -> volume.putObject("hostPath").put("path", "/h" + v);
        }
        return volume;
    }

    private void cronJob(ObjectNode o, String name) {
        ObjectNode spec = o.putObject("spec").put("schedule", "*/" + (5 + random.nextInt(10)) + " * * * *");
        spec.putObject("jobTemplate").putObject("spec").set("template", podTemplate(name, "OnFailure"));
    }

    private void service(ObjectNode o, String name) {
        ObjectNode spec = o.putObject("spec");
        spec.putObject("selector").put("app", name);
        ArrayNode ports = spec.putArray("ports");
        for (int p : sample(List.of(80, 443, 53, 8080), 1 + random.nextInt(3))) {
            ports.addObject().put("name", "p" + p).put("port", p).put("targetPort", p + 1).put("protocol", "TCP");
        }
    }

    private void data(ObjectNode data, String value) {
        for (int i = 0; i <= random.nextInt(4); i++) {
            data.put("k" + i, value + i);
        }
    }

    private void pvc(ObjectNode o) {
        ObjectNode spec = o.putObject("spec");
        spec.putArray("accessModes").add("ReadWriteOnce");
        spec.putObject("resources").putObject("requests").put("storage", (1 + random.nextInt(9)) + "Gi");
    }

    private void ingress(ObjectNode o, String name) {
        ArrayNode rules = o.putObject("spec").putArray("rules");
        for (int r = 0; r <= random.nextInt(2); r++) {
            ObjectNode path = rules.addObject().put("host", "h" + r + ".example.com").putObject("http").putArray("paths")
                    .addObject().put("path", "/").put("pathType", "Prefix");
            path.putObject("backend").putObject("service").put("name", name).putObject("port").put("number", 80);
        }
    }

    private void networkPolicy(ObjectNode o, String name) {
        ObjectNode spec = o.putObject("spec");
        spec.putObject("podSelector").putObject("matchLabels").put("app", name);
        spec.putArray("policyTypes").add("Ingress");
        spec.putArray("ingress").addObject().putArray("ports").addObject().put("port", 80).put("protocol", "TCP");
    }

    private void role(ObjectNode o) {
        ArrayNode rules = o.putArray("rules");
        rules.addObject().set("verbs", Json.mapper().createArrayNode().add("get").add("list"));
        ((ObjectNode) rules.get(0)).putArray("resources").add("pods");
        ((ObjectNode) rules.get(0)).putArray("apiGroups").add("");
    }

    private void roleBinding(ObjectNode o, String name) {
        o.putObject("roleRef").put("apiGroup", "rbac.authorization.k8s.io").put("kind", "Role").put("name", name);
        o.putArray("subjects").addObject().put("kind", "ServiceAccount").put("name", "sa" + random.nextInt(3))
                .put("namespace", "default");
    }

    private void hpa(ObjectNode o, String name) {
        ObjectNode spec = o.putObject("spec").put("minReplicas", 1).put("maxReplicas", 3 + random.nextInt(5));
        spec.putObject("scaleTargetRef").put("apiVersion", "apps/v1").put("kind", "Deployment").put("name", name);
        ObjectNode metric = spec.putArray("metrics").addObject().put("type", "Resource");
        metric.putObject("resource").put("name", "cpu").putObject("target").put("type", "Utilization")
                .put("averageUtilization", 50 + random.nextInt(30));
    }

    <T> List<T> sample(List<T> from, int count) {
        List<T> copy = new ArrayList<>(from);
        Collections.shuffle(copy, random);
        return copy.subList(0, Math.min(count, copy.size()));
    }
}
