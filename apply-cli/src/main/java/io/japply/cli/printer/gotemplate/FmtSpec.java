package io.japply.cli.printer.gotemplate;

import java.util.List;

/** One %-directive's flags, width and precision, and how fmt's doPrintf reads them. */
final class FmtSpec {
    boolean sharp;
    boolean zero;
    boolean plus;
    boolean minus;
    boolean space;
    boolean sharpV;
    boolean plusV;
    int width;
    boolean widthPresent;
    int precision;
    boolean precisionPresent;

    /** Where the directive ends; verb -1 if the format ended first. */
    record Parsed(int verb, int end, int argNum, boolean badWidth, boolean badPrec, boolean badIndex, boolean reordered) {
    }

    private boolean reordered;
    private boolean goodArgNum = true;
    private int arg;

    Parsed parse(String format, int start, List<Object> args, int argNum) {
        arg = argNum;
        int i = flags(format, start);
        boolean badWidth = false;
        boolean badPrec = false;
        int[] at = {i};
        boolean afterIndex = argIndex(format, at, args.size());
        i = at[0];
        if (i < format.length() && format.charAt(i) == '*') {
            i++;
            Integer w = intArg(args, arg);
            arg = Math.min(arg + 1, Math.max(arg, args.size()));
            badWidth = w == null;
            setWidth(w);
            afterIndex = false;
        } else {
            i = number(format, i, true);
            goodArgNum &= !(afterIndex && widthPresent);
        }
        if (i + 1 < format.length() && format.charAt(i) == '.') {
            i++;
            goodArgNum &= !afterIndex;
            at[0] = i;
            afterIndex = argIndex(format, at, args.size());
            i = at[0];
            if (i < format.length() && format.charAt(i) == '*') {
                i++;
                Integer p = intArg(args, arg);
                arg = Math.min(arg + 1, Math.max(arg, args.size()));
                precisionPresent = p != null && p >= 0;
                precision = precisionPresent ? p : 0;
                badPrec = p == null;
                afterIndex = false;
            } else {
                i = number(format, i, false);
                precisionPresent = true;
            }
        }
        if (!afterIndex) {
            at[0] = i;
            argIndex(format, at, args.size());
            i = at[0];
        }
        if (i >= format.length()) {
            return new Parsed(-1, i, arg, badWidth, badPrec, !goodArgNum, reordered);
        }
        int verb = format.codePointAt(i);
        if (verb == 'v') {
            sharpV = sharp;
            sharp = false;
            plusV = plus;
            plus = false;
        }
        return new Parsed(verb, i + Character.charCount(verb), arg, badWidth, badPrec, !goodArgNum, reordered);
    }

    /** An explicit argument index [n] at at[0]: moves to that argument; whether one was there. */
    private boolean argIndex(String format, int[] at, int numArgs) {
        int i = at[0];
        if (i >= format.length() || format.charAt(i) != '[') {
            return false;
        }
        reordered = true;
        int close = format.indexOf(']', i + 1);
        if (format.length() - i < 3 || close < 0) {
            at[0] = i + 1;
            goodArgNum = false;
            return false;
        }
        at[0] = close + 1;
        String digits = format.substring(i + 1, close);
        if (!digits.matches("[0-9]{1,7}")) {
            goodArgNum = false;
            return false;
        }
        int index = Integer.parseInt(digits) - 1;
        if (index < 0 || index >= numArgs) {
            goodArgNum = false;
            return true;
        }
        arg = index;
        return true;
    }

    private int flags(String format, int start) {
        int i = start;
        for (; i < format.length(); i++) {
            switch (format.charAt(i)) {
                case '#' -> sharp = true;
                case '0' -> zero = !minus;
                case '+' -> plus = true;
                case '-' -> {
                    minus = true;
                    zero = false;
                }
                case ' ' -> space = true;
                default -> {
                    return i;
                }
            }
        }
        return i;
    }

    private void setWidth(Integer w) {
        widthPresent = w != null;
        width = w == null ? 0 : Math.abs(w);
        if (w != null && w < 0) {
            minus = true;
            zero = false;
        }
    }

    private int number(String format, int start, boolean isWidth) {
        int i = start;
        long n = 0;
        while (i < format.length() && Character.isDigit(format.charAt(i)) && format.charAt(i) < 0x80) {
            n = Math.min(n * 10 + format.charAt(i) - '0', 10_000_000);
            i++;
        }
        boolean present = i > start && n <= 1_000_000;
        if (isWidth) {
            widthPresent = present;
            width = present ? (int) n : 0;
        } else {
            precision = present ? (int) n : 0;
        }
        return i;
    }

    private static Integer intArg(List<Object> args, int argNum) {
        if (argNum >= args.size()) {
            return null;
        }
        Object arg = Values.unbox(args.get(argNum));
        Long l = Values.integer(arg);
        return l != null && Math.abs(l) <= 1_000_000 ? (int) (long) l : null;
    }
}
