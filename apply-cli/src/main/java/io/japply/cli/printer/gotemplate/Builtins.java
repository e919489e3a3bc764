package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.gotemplate.Values.Boxed;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** The functions themselves, on arguments already fitted to their types. */
final class Builtins {
    /** A function's error; Go reports it as "error calling NAME: MESSAGE". */
    static final class CallError extends Exception {
        CallError(String message) {
            super(message, null, false, false);
        }
    }

    private Builtins() {
    }

    static Object apply(String name, String callee, List<Object> args) throws CallError {
        List<Object> rest = args.subList(Math.min(1, args.size()), args.size());
        return switch (name) {
            case "not" -> !Values.truth(args.get(0));
            case "len" -> length(args.get(0));
            case "index" -> index(args.get(0), rest);
            case "slice" -> Slices.slice(args.get(0), rest);
            case "call" -> call(callee, args.get(0));
            case "print" -> GoFmt.sprint(args);
            case "println" -> GoFmt.sprintln(args);
            case "printf" -> GoFmt.sprintf((String) args.get(0), rest);
            case "html" -> Escapes.html(Escapes.evalArgs(args));
            case "js" -> Escapes.js(Escapes.evalArgs(args));
            case "urlquery" -> Escapes.urlQuery(Escapes.evalArgs(args));
            case "exists" -> Exists.exists(args.get(0), rest);
            case "base64decode" -> Escapes.base64decode((String) args.get(0));
            default -> Comparisons.compare(name, args.get(0), rest);
        };
    }

    private static Object length(Object item) throws CallError {
        if (item == null) {
            throw new CallError("reflect: call of reflect.Value.Type on zero Value");
        }
        Object value = Values.unbox(item);
        if (value == null) {
            throw new CallError("len of nil pointer");
        }
        if (value instanceof String || value instanceof Map || value instanceof List) {
            return new Values.GoInt(Values.length(value));
        }
        throw new CallError("len of type " + Values.typeName(value));
    }

    private static Object index(Object start, List<Object> indexes) throws CallError {
        Object item = Values.unbox(start);
        if (item == null) {
            throw new CallError("index of untyped nil");
        }
        for (Object rawIndex : indexes) {
            Object index = Values.unbox(rawIndex);
            Object value = Values.unbox(item);
            if (value == null) {
                throw new CallError("index of nil pointer");
            }
            item = indexOnce(value, index);
        }
        return item;
    }

    private static Object indexOnce(Object value, Object index) throws CallError {
        if (value instanceof List<?> list) {
            int x = indexArg(index, list.size());
            if (x == list.size()) {
                throw new CallError("reflect: slice index out of range");
            }
            return new Boxed(list.get(x));
        }
        if (value instanceof String s) {
            byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
            int x = indexArg(index, bytes.length);
            if (x == bytes.length) {
                throw new CallError("reflect: string index out of range");
            }
            return new Values.GoInt(bytes[x] & 0xFF);
        }
        if (value instanceof Map<?, ?> map) {
            if (index == null) {
                throw new CallError("value is nil; should be of type string");
            }
            if (!(index instanceof String key)) {
                throw new CallError("value has type " + Values.typeName(index) + "; should be string");
            }
            return new Boxed(map.get(key));
        }
        throw new CallError("can't index item of type " + Values.typeName(value));
    }

    /** Go's indexArg: an int from 0 to cap. */
    static int indexArg(Object index, int cap) throws CallError {
        if (index == null) {
            throw new CallError("cannot index slice/array with nil");
        }
        Long x = Values.integer(index);
        if (x == null) {
            throw new CallError("cannot index slice/array with type " + Values.typeName(index));
        }
        if (x < 0 || x > cap) {
            throw new CallError("index out of range: " + x);
        }
        return (int) (long) x;
    }

    private static Object call(String callee, Object fn) throws CallError {
        Object value = Values.unbox(fn);
        if (value == null) {
            throw new CallError("call of nil");
        }
        throw new CallError("non-function " + callee + " of type " + Values.typeName(value));
    }

    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    static String string(byte[] bytes, int from, int to) {
        return new String(Arrays.copyOfRange(bytes, from, to), StandardCharsets.UTF_8);
    }
}
