package io.japply.it.parity;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * What a user changes between two applies, and what other actors change on the live object. Merge
 * keys stay unique (duplicates are another issue's subject).
 */
final class Edits {
    private final Random random;
    private final Objects objects;

    Edits(Random random, Objects objects) {
        this.random = random;
        this.objects = objects;
    }

    /** One to three user edits on a copy of the manifest; returns their names. */
    List<String> edit(ObjectNode manifest) {
        List<String> done = new ArrayList<>();
        for (int i = 0; i <= random.nextInt(3); i++) {
            done.add(editOnce(manifest));
        }
        return done;
    }

    private String editOnce(ObjectNode o) {
        ObjectNode podSpec = podSpec(o);
        if (podSpec != null) {
            return editPod(o, podSpec);
        }
        switch (o.get("kind").asText()) {
            case "Service" -> {
                ArrayNode ports = (ArrayNode) o.at("/spec/ports");
                if (ports.size() > 1 && random.nextBoolean()) {
                    ports.remove(0);
                    return "remove service port";
                }
                ((ObjectNode) o.get("spec")).put("type", "NodePort");
                return "service type";
            }
            case "ConfigMap", "Secret" -> {
                ObjectNode data = (ObjectNode) (o.has("data") ? o.get("data") : o.get("stringData"));
                data.put("k" + random.nextInt(6), "new");
                return "data";
            }
            case "Role" -> {
                ((ArrayNode) o.at("/rules/0/verbs")).add("watch");
                return "rule verbs";
            }
            case "PodDisruptionBudget" -> {
                ((ObjectNode) o.get("spec")).put("minAvailable", 2);
                return "pdb minAvailable";
            }
            case "HorizontalPodAutoscaler" -> {
                ((ObjectNode) o.get("spec")).put("maxReplicas", 10 + random.nextInt(5));
                return "hpa max";
            }
            default -> {
                metadataEdit(o);
                return "labels";
            }
        }
    }

    private String editPod(ObjectNode o, ObjectNode spec) {
        ArrayNode containers = (ArrayNode) spec.get("containers");
        ObjectNode c = (ObjectNode) containers.get(random.nextInt(containers.size()));
        int r = random.nextInt(20);
        switch (r) {
            case 0, 1, 2 -> c.put("image", c.get("image").asText() + "-next");
            case 3 -> shuffleOrRemove(c, "env");
            case 4 -> addUnique(c.withArray("env"), io.japply.threeway.json.Json.object()
                    .put("name", "N" + random.nextInt(99)).put("value", "added"));
            case 5 -> {
                if (containers.size() > 1) {
                    containers.remove(random.nextInt(containers.size()));
                }
            }
            case 6 -> addUnique(containers, objects.container(5 + random.nextInt(4)));
            case 7 -> switchVolumeSource(spec);
            case 8 -> {
                if (c.has("ports") && c.get("ports").size() > 0) {
                    ((ArrayNode) c.get("ports")).remove(c.get("ports").size() - 1);
                }
            }
            case 9 -> {
                ArrayNode finalizers = o.withObject("/metadata").putArray("finalizers");
                objects.sample(List.of("b.example.com/x", "a.example.com/y", "c.example.com/z"), random.nextInt(4))
                        .forEach(finalizers::add);
            }
            case 10 -> {
                if (o.at("/spec").has("replicas")) {
                    ((ObjectNode) o.get("spec")).put("replicas", 1 + random.nextInt(9));
                }
            }
            case 11 -> c.remove("args");
            case 12 -> c.putArray("args").add("--changed");
            case 13 -> spec.putNull("tolerations");
            case 14 -> c.putArray("env");
            case 15 -> {
                c.remove("env");
                c.remove("ports");
            }
            case 16 -> shuffle(containers);
            case 17 -> shuffleOrRemove(c, "volumeMounts");
            default -> metadataEdit(o);
        }
        return "pod edit " + r;
    }

    private void metadataEdit(ObjectNode o) {
        ObjectNode metadata = o.withObject("/metadata");
        if (random.nextBoolean()) {
            metadata.withObject("/labels").put("tier", "t" + random.nextInt(3));
        } else {
            metadata.withObject("/annotations").put("note", "<edited & checked>");
        }
    }

    private void switchVolumeSource(ObjectNode spec) {
        if (!spec.has("volumes")) {
            return;
        }
        ObjectNode v = (ObjectNode) spec.get("volumes").get(random.nextInt(spec.get("volumes").size()));
        v.remove(List.of("emptyDir", "configMap", "hostPath", "secret"));
        if (random.nextBoolean()) {
            v.putObject("secret").put("secretName", "s");
        } else {
            v.putObject("emptyDir").put("medium", "Memory");
        }
    }

    private void shuffleOrRemove(ObjectNode c, String field) {
        if (!c.has(field) || c.get(field).isEmpty()) {
            return;
        }
        ArrayNode list = (ArrayNode) c.get(field);
        if (random.nextBoolean()) {
            shuffle(list);
        } else {
            list.remove(random.nextInt(list.size()));
        }
    }

    private void shuffle(ArrayNode list) {
        List<JsonNode> items = new ArrayList<>();
        list.forEach(items::add);
        java.util.Collections.shuffle(items, random);
        list.removeAll();
        list.addAll(items);
    }

    /** Appends unless an item with the same name is there. */
    private static void addUnique(ArrayNode list, ObjectNode item) {
        Set<String> names = new HashSet<>();
        list.forEach(i -> names.add(i.path("name").asText()));
        if (!names.contains(item.path("name").asText())) {
            list.add(item);
        }
    }

    /** Live drift made by others: defaults, autoscaling, injected sidecars, labels, status, reordering. */
    List<String> drift(ObjectNode live) {
        List<String> done = new ArrayList<>();
        ObjectNode spec = podSpec(live);
        int r = random.nextInt(10);
        if (spec != null && r < 2) {
            ((ArrayNode) spec.get("containers")).addObject().put("name", "istio-proxy").put("image", "proxy:1.2");
            done.add("sidecar");
        } else if (spec != null && r < 4) {
            spec.put("dnsPolicy", "ClusterFirst").put("schedulerName", "default-scheduler");
            spec.get("containers").forEach(c -> ((ObjectNode) c).put("imagePullPolicy", "IfNotPresent")
                    .put("terminationMessagePath", "/dev/termination-log"));
            done.add("defaults");
        } else if (spec != null && r < 5) {
            shuffle((ArrayNode) spec.get("containers"));
            done.add("reordered containers");
        } else if (live.at("/spec").has("replicas") && r < 7) {
            ((ObjectNode) live.get("spec")).put("replicas", 7);
            done.add("autoscaled");
        }
        if (random.nextInt(3) == 0) {
            live.withObject("/metadata").withObject("/labels").put("injected-by", "policy");
            done.add("label");
        }
        if (random.nextInt(3) == 0) {
            live.withObject("/metadata").withObject("/annotations").put("deployment.kubernetes.io/revision", "3");
            done.add("annotation");
        }
        live.withObject("/metadata").put("uid", "6f1e").put("resourceVersion", "12").put("generation", 2)
                .putArray("managedFields").addObject().put("manager", "kube-controller-manager").put("operation", "Update");
        live.putObject("status").put("observedGeneration", 2);
        return done;
    }

    private static ObjectNode podSpec(ObjectNode o) {
        for (String path : List.of("/spec/template/spec", "/spec/jobTemplate/spec/template/spec", "/spec")) {
            JsonNode spec = o.at(path);
            if (spec.isObject() && spec.has("containers")) {
                return (ObjectNode) spec;
            }
        }
        return null;
    }
}
