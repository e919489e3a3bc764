package io.japply.it.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The differences between what kubectl and japply left in their servers, and between their output
 * lines. Fields the fake server sets per write (resourceVersion, uid) are left out, and
 * managedFields; creationTimestamp is compared, as the fake server never sets it; the last-applied annotation is compared as text and,
 * when the text differs, as JSON too.
 */
final class RealManifestsCompare {
    static final String LAST_APPLIED = "kubectl.kubernetes.io/last-applied-configuration";
    private static final Set<String> SERVER_FIELDS = Set.of("resourceVersion", "uid", "managedFields");
    /** Differences listed per object before the rest is only counted. */
    private static final int PER_OBJECT = 5;

    private RealManifestsCompare() {
    }

    /** One line per difference between the two stores' objects; empty when they hold the same. */
    static List<String> objects(Map<String, ObjectNode> kubectl, Map<String, ObjectNode> japply) {
        List<String> found = new ArrayList<>();
        Set<String> paths = new TreeSet<>(kubectl.keySet());
        paths.addAll(japply.keySet());
        for (String path : paths) {
            ObjectNode byKubectl = kubectl.get(path);
            ObjectNode byJapply = japply.get(path);
            if (byKubectl == null || byJapply == null) {
                found.add(path + ": only " + (byKubectl == null ? "japply" : "kubectl") + " has it");
                continue;
            }
            List<String> fields = new ArrayList<>();
            walk("", clean(byKubectl), clean(byJapply), fields);
            fields.stream().limit(PER_OBJECT).forEach(f -> found.add(path + " " + f));
            if (fields.size() > PER_OBJECT) {
                found.add(path + " ... and " + (fields.size() - PER_OBJECT) + " more fields");
            }
        }
        return found;
    }

    private static ObjectNode clean(ObjectNode object) {
        ObjectNode copy = object.deepCopy();
        ((ObjectNode) copy.withObject("/metadata")).remove(SERVER_FIELDS);
        return copy;
    }

    private static void walk(String at, JsonNode kubectl, JsonNode japply, List<String> found) {
        if (kubectl.equals(japply)) {
            return;
        }
        if (at.endsWith("/" + LAST_APPLIED.replace("/", "~1")) && kubectl.isTextual() && japply.isTextual()) {
            found.add(at + ": annotation text differs" + (sameJson(kubectl.asText(), japply.asText())
                    ? " (same JSON: key order or spacing)" : ", JSON too: " + firstDifference(kubectl.asText(), japply.asText())));
            return;
        }
        if (kubectl.isObject() && japply.isObject()) {
            Set<String> keys = new TreeSet<>();
            kubectl.fieldNames().forEachRemaining(keys::add);
            japply.fieldNames().forEachRemaining(keys::add);
            for (String key : keys) {
                String child = at + "/" + key.replace("~", "~0").replace("/", "~1");
                if (!kubectl.has(key) || !japply.has(key)) {
                    found.add(child + ": only " + (kubectl.has(key) ? "kubectl" : "japply") + " has " + brief(
                            kubectl.has(key) ? kubectl.get(key) : japply.get(key)));
                } else {
                    walk(child, kubectl.get(key), japply.get(key), found);
                }
            }
            return;
        }
        if (kubectl.isArray() && japply.isArray() && kubectl.size() == japply.size()) {
            for (int i = 0; i < kubectl.size(); i++) {
                walk(at + "/" + i, kubectl.get(i), japply.get(i), found);
            }
            return;
        }
        found.add(at + ": kubectl " + brief(kubectl) + ", japply " + brief(japply));
    }

    private static String firstDifference(String kubectl, String japply) {
        List<String> found = new ArrayList<>();
        try {
            walk("", Json.parse(kubectl), Json.parse(japply), found);
        } catch (JsonProcessingException e) {
            return "not JSON: " + e.getOriginalMessage();
        }
        return found.isEmpty() ? "?" : found.get(0) + (found.size() > 1 ? " (+" + (found.size() - 1) + ")" : "");
    }

    private static boolean sameJson(String a, String b) {
        try {
            return Json.parse(a).equals(Json.parse(b));
        } catch (JsonProcessingException e) {
            return false;
        }
    }

    private static String brief(JsonNode node) {
        String text = node.toString();
        return text.length() > 80 ? text.substring(0, 77) + "..." : text;
    }

    /** Lines only one tool printed (as multisets), and whether the common lines came in another order. */
    static List<String> lines(List<String> kubectl, List<String> japply) {
        List<String> found = new ArrayList<>();
        List<String> onlyKubectl = new ArrayList<>(kubectl);
        List<String> onlyJapply = new ArrayList<>(japply);
        for (Iterator<String> it = onlyKubectl.iterator(); it.hasNext(); ) {
            if (onlyJapply.remove(it.next())) {
                it.remove();
            }
        }
        onlyKubectl.forEach(l -> found.add("kubectl only: " + l));
        onlyJapply.forEach(l -> found.add("japply only:  " + l));
        List<String> commonK = kubectl.stream().filter(l -> !onlyKubectl.contains(l)).toList();
        List<String> commonJ = japply.stream().filter(l -> !onlyJapply.contains(l)).toList();
        if (!commonK.equals(commonJ)) {
            found.add("the same lines in another order (first: kubectl '" + firstOutOfOrder(commonK, commonJ)
                    + "')");
        }
        return found;
    }

    private static String firstOutOfOrder(List<String> a, List<String> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            if (!a.get(i).equals(b.get(i))) {
                return a.get(i) + "' where japply has '" + b.get(i);
            }
        }
        return "?";
    }
}
