package io.japply.apply.internal.yaml;

/** The scalar styles go-yaml v2's encoder asks for or its emitter falls back to. */
enum ScalarStyle {
    PLAIN,
    SINGLE_QUOTED,
    DOUBLE_QUOTED,
    LITERAL
}
