export default {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'bp-xs': '480px',
        'bp-sm': '768px',
        'bp-md': '992px',
        'bp-lg': '1200px',
        'bp-backdrop': '865px',
      },
    },
  },
}
