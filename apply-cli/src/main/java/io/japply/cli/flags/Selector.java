package io.japply.cli.flags;

import io.japply.apply.model.Failure;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A label selector as kubectl's -l reads it: requirements joined by ',', each {@code key},
 * {@code !key}, {@code key=v}, {@code key==v}, {@code key!=v}, {@code key in (a,b)},
 * {@code key notin (a,b)}, {@code key>N} or {@code key<N}. All must hold. As in Kubernetes,
 * {@code !=} and {@code notin} also hold when the label is absent.
 */
public record Selector(String text, List<Requirement> requirements) {
    /** An integer for 'gt' and 'lt', in a long's range: the requirement's value and the labels compared with it. */
    static final Pattern INTEGER = Pattern.compile("-?\\d{1,18}");

    /** The closed set of operators a requirement can have. */
    enum Operator {
        EXISTS, DOES_NOT_EXIST, EQUALS, NOT_EQUALS, IN, NOT_IN, GREATER_THAN, LESS_THAN
    }

    /** One requirement: a label key, an operator and its values (none for the existence tests). */
    record Requirement(String key, Operator operator, Set<String> values) {
        boolean matches(Map<String, String> labels) {
            String value = labels.get(key);
            return switch (operator) {
                case EXISTS -> value != null;
                case DOES_NOT_EXIST -> value == null;
                case EQUALS, IN -> value != null && values.contains(value);
                case NOT_EQUALS, NOT_IN -> value == null || !values.contains(value);
                case GREATER_THAN -> compare(value) > 0;
                case LESS_THAN -> compare(value) < 0;
            };
        }

        /** The label against the requirement's number; 0 (no match) when the label is absent or no integer. */
        private int compare(String value) {
            if (value == null || !INTEGER.matcher(value).matches()) {
                return 0;
            }
            return Long.compare(Long.parseLong(value), Long.parseLong(values.iterator().next()));
        }
    }

    /** kubectl's words for a selector it cannot read, with japply's reason. */
    public static Selector parse(String text) {
        try {
            return new Selector(text, new SelectorParser(text).requirements());
        } catch (IllegalArgumentException e) {
            throw Failure.usage("the provided selector \"" + text + "\" is not valid: " + e.getMessage());
        }
    }

    /** Whether an object's metadata.labels satisfy every requirement (an empty selector matches all). */
    boolean matches(JsonNode object) {
        Map<String, String> labels = new java.util.HashMap<>();
        object.path("metadata").path("labels").fields()
                .forEachRemaining(e -> labels.put(e.getKey(), e.getValue().isValueNode() ? e.getValue().asText() : null));
        return requirements.stream().allMatch(r -> r.matches(labels));
    }
}
